import { FALLBACK_ERROR, type HttpFailure } from './http-client';

/**
 * The text to show for a failed call: the problem's `title` (SPEC.md 8: a login error shows it), a
 * plain-text body, or 'Something went wrong' when there is nothing better.
 */
export function problemTitle(failure: Pick<HttpFailure, 'error'> | unknown): string {
  const error = failure && typeof failure === 'object' && 'error' in failure ? (failure as HttpFailure).error : failure;
  if (typeof error === 'string' && error.trim()) return error;
  if (error && typeof error === 'object' && 'title' in error && typeof error.title === 'string' && error.title) return error.title;
  return FALLBACK_ERROR;
}

/** The per-field messages of a 400 problem (`errors: [{ field: 'body.email', message }]`), keyed by field name (`email`). */
export function problemFieldErrors(failure: Pick<HttpFailure, 'error'>): Record<string, string> {
  const errors = (failure.error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const fields: Record<string, string> = {};
  for (const item of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
    const name = item.field.replace(/^(body|query|params)\.?/, '');
    if (name && !fields[name]) fields[name] = item.message;
  }
  return fields;
}
