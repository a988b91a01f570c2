import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FALLBACK_ERROR } from './http-client';

interface ProblemLike {
  title?: unknown;
  errors?: unknown;
}

/** The sentence to show for a failed call: the server's problem `title`, its plain text, or the fallback. */
export function problemTitle(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  const title = error && typeof error === 'object' ? (error as ProblemLike).title : undefined;
  return typeof title === 'string' && title ? title : FALLBACK_ERROR;
}

/**
 * The field errors of a validation problem (`body.blocks.0.userIds`) as form paths
 * (`blocks.0.userIds`). Errors on anything but the body are left to the title.
 */
export function problemFieldErrors(error: unknown): { path: string; message: string }[] {
  const errors = error && typeof error === 'object' ? (error as ProblemLike).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !field.startsWith('body.')) return [];
    return [{ path: field.slice('body.'.length), message }];
  });
}

/** Puts the server's field errors on the form fields it knows; returns whether any was placed. */
export function applyProblemToForm<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, knownFields: readonly string[]): boolean {
  const placed = problemFieldErrors(error).filter(({ path }) => knownFields.some((field) => path === field || path.startsWith(`${field}.`)));
  for (const { path, message } of placed) setError(path as Path<T>, { type: 'server', message });
  return placed.length > 0;
}
