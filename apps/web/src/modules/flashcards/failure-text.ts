import { problemTitle } from '@web/lib/api/problem';

/** The sentence to show for a failed RTK Query call: the server's problem title, else the fallback. */
export function failureText(error: unknown): string {
  return problemTitle(error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null);
}
