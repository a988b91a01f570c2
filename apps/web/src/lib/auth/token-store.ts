import { ADMIN_TOKEN_KEY, LEARNER_TOKEN_KEY } from '../api/storage-keys';
import { LANGUAGE_STORAGE_KEY } from '../i18n/config';
import { SIGNED_IN_COOKIE, learnerCookieMatches, writeLearnerCookie } from './learner-cookie';
import type { SessionCookie } from './startup-check';

/** SPEC.md 3: the learner's refresh token; its expiry is kept beside it (the token itself is opaque). */
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const REFRESH_EXPIRY_KEY = 'refresh_token_expires_at';
/** SPEC.md 3: the stored login cookie of a social sign-in. */
export const SESSION_COOKIE = 'sessionCookie';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const read = (key: string) => storage()?.getItem(key) ?? null;
const write = (key: string, value: string | null) => {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
  // The server renders a learner's screens with the token's cookie mirror (learner-cookie.ts).
  if (key === LEARNER_TOKEN_KEY) writeLearnerCookie(value);
};

/** Where the web app keeps the tokens of both kinds of person (browser storage). */
export const tokenStore = {
  learnerToken: () => read(LEARNER_TOKEN_KEY),
  adminToken: () => read(ADMIN_TOKEN_KEY),
  refreshToken: () => read(REFRESH_TOKEN_KEY),
  /** Whether a refresh token is held and has not expired. */
  hasValidRefreshToken(now = Date.now()): boolean {
    const expiresAt = Number(read(REFRESH_EXPIRY_KEY));
    return Boolean(read(REFRESH_TOKEN_KEY)) && Number.isFinite(expiresAt) && expiresAt * 1000 > now;
  },
  /** A learner signed in: its tokens stored, the admin's removed (SPEC.md 6: one kind at a time). */
  setLearner({ accessToken, refreshToken, refreshTokenExpiresAt }: { accessToken: string; refreshToken?: string; refreshTokenExpiresAt?: number }) {
    write(LEARNER_TOKEN_KEY, accessToken);
    if (refreshToken) {
      write(REFRESH_TOKEN_KEY, refreshToken);
      write(REFRESH_EXPIRY_KEY, String(refreshTokenExpiresAt ?? 0));
    }
    write(ADMIN_TOKEN_KEY, null);
  },
  /** An admin signed in: its token stored, the learner's removed. */
  setAdmin(accessToken: string) {
    write(ADMIN_TOKEN_KEY, accessToken);
    write(LEARNER_TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
    write(REFRESH_EXPIRY_KEY, null);
    writeSessionCookie(null);
  },
  clearLearner() {
    write(LEARNER_TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
    write(REFRESH_EXPIRY_KEY, null);
    writeSessionCookie(null);
  },
  clearAdmin() {
    write(ADMIN_TOKEN_KEY, null);
  },
  /** SPEC.md 8: a 401 from the learner API clears local storage (the language choice is kept). */
  clearAll() {
    const store = storage();
    if (!store) return;
    const language = store.getItem(LANGUAGE_STORAGE_KEY);
    store.clear();
    if (language) store.setItem(LANGUAGE_STORAGE_KEY, language);
    writeSessionCookie(null);
    writeLearnerCookie(null);
  },
  /** Brings the learner token's cookie mirror in line with localStorage (a session from before the mirror, or a cookie lost). */
  syncLearnerCookie() {
    if (typeof document === 'undefined') return;
    const token = read(LEARNER_TOKEN_KEY);
    // The signed-in hint (Path=/) came later than the /page mirror: a session from before it lacks it.
    const hasHint = document.cookie.split('; ').some((part) => part.startsWith(`${SIGNED_IN_COOKIE}=`));
    if (!learnerCookieMatches(token, document.cookie) || hasHint !== (token !== null)) writeLearnerCookie(token);
  },
};

/** Reads the `sessionCookie` cookie: the social sign-in's user fields plus its session token. */
export function readSessionCookie(cookieText: string = typeof document === 'undefined' ? '' : document.cookie): SessionCookie | null {
  const raw = cookieText.split('; ').find((part) => part.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return value && typeof value === 'object' && typeof (value as SessionCookie).sessionToken === 'string' ? (value as SessionCookie) : null;
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) the `sessionCookie` cookie for the whole site. */
export function writeSessionCookie(value: SessionCookie | null, maxAgeSeconds = 30 * 24 * 3600) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
