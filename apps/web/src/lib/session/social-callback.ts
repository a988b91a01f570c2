import { safeReturnTo } from '../auth/guards';

/** Marks the sign-in screen the provider sends the person back to, so only then is the sign-in completed. */
export const SOCIAL_RETURN_PARAM = 'social';

/**
 * Where the session library sends the person after the provider: back to this sign-in screen, with
 * the marker and the `returnTo` it was opened with (a path of this site only).
 */
export function socialCallbackUrl({ pathname, returnTo }: { pathname: string; returnTo: string | null }): string {
  const query = new URLSearchParams();
  if (returnTo && safeReturnTo(returnTo, '') === returnTo) query.set('returnTo', returnTo);
  query.set(SOCIAL_RETURN_PARAM, '1');
  return `${pathname}?${query.toString()}`;
}
