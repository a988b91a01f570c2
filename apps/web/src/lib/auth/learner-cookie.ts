import { decodeToken } from './jwt';

// The learner's access token, mirrored from localStorage into a cookie so that the server can render
// a learner's own screen (the exam screen with its passage) in its first HTML instead of a loading
// screen: the page is readable before its JavaScript has loaded. The API never reads this cookie (it
// takes the token from the Authorization header only), so the cookie cannot make a call on the
// learner's behalf (no CSRF); the web server uses it only to read, for this learner, what the API
// would give the browser anyway. Scoped to /page (the learner screens), so the API's and the static
// files' requests do not carry it; it ends when the token does.

export const LEARNER_COOKIE = 'lexam_learner';
export const LEARNER_COOKIE_PATH = '/page';

/** The `document.cookie` assignment that stores `token` (or, with null or an expired token, removes it). */
export function learnerCookieText(token: string | null, { now = Date.now(), secure = false }: { now?: number; secure?: boolean } = {}): string {
  const exp = token ? decodeToken(token)?.exp : undefined;
  const maxAge = typeof exp === 'number' ? Math.floor(exp - now / 1000) : 0;
  const attributes = `; Path=${LEARNER_COOKIE_PATH}; SameSite=Lax${secure ? '; Secure' : ''}`;
  // A token is base64url and dots: nothing in it needs escaping in a cookie value.
  return token && maxAge > 0 && /^[\w.-]+$/.test(token) ? `${LEARNER_COOKIE}=${token}; Max-Age=${maxAge}${attributes}` : `${LEARNER_COOKIE}=; Max-Age=0${attributes}`;
}

// The landing page at `/` does not receive the /page cookie: a second, token-less cookie for the
// whole site says only "a learner is signed in until <exp>", so that the server draws the landing's
// "Continue" instead of "Sign in" from the first paint. It grants nothing (the API never reads it).
export const SIGNED_IN_COOKIE = 'lexam_signed_in';

/** The `document.cookie` assignment of the signed-in hint for `token` (or its removal). */
export function signedInCookieText(token: string | null, { now = Date.now(), secure = false }: { now?: number; secure?: boolean } = {}): string {
  const exp = token ? decodeToken(token)?.exp : undefined;
  const maxAge = typeof exp === 'number' ? Math.floor(exp - now / 1000) : 0;
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return typeof exp === 'number' && Number.isInteger(exp) && maxAge > 0 ? `${SIGNED_IN_COOKIE}=${exp}; Max-Age=${maxAge}${attributes}` : `${SIGNED_IN_COOKIE}=; Max-Age=0${attributes}`;
}

/** Whether a signed-in hint's value (an expiry in seconds) is still in the future. */
export function isSignedInHint(value: string | undefined, now: number = Date.now()): boolean {
  return Boolean(value && /^\d+$/.test(value) && Number(value) * 1000 > now);
}

/** Mirrors the learner token into the cookie, and its signed-in hint (in the browser; nothing on the server). */
export function writeLearnerCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  try {
    const secure = window.location.protocol === 'https:';
    document.cookie = learnerCookieText(token, { secure });
    document.cookie = signedInCookieText(token, { secure });
  } catch {
    // Cookies blocked: the screens render in the browser as before.
  }
}

/** Whether `document.cookie` already holds exactly this token (or holds none when there is no token). */
export function learnerCookieMatches(token: string | null, cookieText: string): boolean {
  const held = cookieText.split('; ').find((part) => part.startsWith(`${LEARNER_COOKIE}=`))?.slice(LEARNER_COOKIE.length + 1) ?? null;
  return (held || null) === (token || null);
}
