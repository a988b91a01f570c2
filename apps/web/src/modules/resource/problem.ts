import { problemTitle as titleOfBody } from '@web/lib/api/problem';

/** What a failed call left: an RTK Query error `{status, data}` or a client failure `{status, error}`. */
export interface FailureLike {
  status?: unknown;
  data?: unknown;
  error?: unknown;
}

function bodyOf(failure: unknown): unknown {
  if (!failure || typeof failure !== 'object') return failure;
  const { data, error } = failure as FailureLike;
  return data !== undefined ? data : error;
}

/** The HTTP status of a failure; 0 when no answer arrived. */
export function statusOf(failure: unknown): number {
  const status = failure && typeof failure === 'object' ? (failure as FailureLike).status : undefined;
  return typeof status === 'number' ? status : 0;
}

/** The server's problem `title` (one human sentence), its plain-text body, or the fallback. */
export function problemTitle(failure: unknown): string {
  return titleOfBody(bodyOf(failure));
}

/**
 * The problem's field errors by form field: the server names them `body.email`, `body.roleIds.0`;
 * a form knows `email` and `roleIds`. The first message of a field wins.
 */
export function problemFieldErrors(failure: unknown): Record<string, string> {
  const body = bodyOf(failure);
  const errors = body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const byField: Record<string, string> = {};
  for (const entry of errors) {
    if (!entry || typeof entry !== 'object') continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^body\./, '').split('.')[0];
    if (name && !(name in byField)) byField[name] = message;
  }
  return byField;
}

/** Every field error of the problem by its whole path without `body.` (`practice.0.key`); the first message of a path wins. */
export function problemFieldPaths(failure: unknown): Record<string, string> {
  const body = bodyOf(failure);
  const errors = body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const byPath: Record<string, string> = {};
  for (const entry of errors) {
    if (!entry || typeof entry !== 'object') continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const path = field.replace(/^body\./, '');
    if (path && !(path in byPath)) byPath[path] = message;
  }
  return byPath;
}
