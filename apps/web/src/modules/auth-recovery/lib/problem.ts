import { FALLBACK_ERROR } from '@web/lib/api';

/** A failed call, reduced to what a screen shows: the server's title and each bad field. */
export interface ReadProblem {
  /** The server's `title` as sent, or null when the failure had no body (network, timeout). */
  title: string | null;
  /** Field errors keyed by form field (`body.email` → `email`). */
  fieldErrors: { field: string; message: string }[];
  status: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the `error` of an HttpFailure: a problem body (`{title, status, errors}`), a plain text
 * answer, or the client's FALLBACK_ERROR (which the screen translates, so it becomes null here).
 */
export function readProblem({ error, status }: { error: unknown; status: number }): ReadProblem {
  if (isRecord(error)) {
    const title = typeof error.title === 'string' && error.title.trim() ? error.title : null;
    const errors = Array.isArray(error.errors) ? error.errors : [];
    const fieldErrors = errors.flatMap((entry) =>
      isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string'
        ? [{ field: entry.field.replace(/^(body|query|params)\./, ''), message: entry.message }]
        : [],
    );
    return { title, fieldErrors, status };
  }
  if (typeof error === 'string' && error.trim() && error !== FALLBACK_ERROR) return { title: error, fieldErrors: [], status };
  return { title: null, fieldErrors: [], status };
}
