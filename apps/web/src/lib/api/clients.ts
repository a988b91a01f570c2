import { tokenStore } from '../auth/token-store';
import { paths } from '../routes/paths';
import { ADMIN_API_BASE, LEARNER_API_BASE } from './bases';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client';
import { ADMIN_TOKEN_KEY, LEARNER_TOKEN_KEY } from './storage-keys';

export { ADMIN_TOKEN_KEY, LEARNER_TOKEN_KEY };

/** SPEC.md section 9: learner calls time out after 60 s, admin calls (uploads, reports) after 600 s. */
export const LEARNER_TIMEOUT_MS = 60_000;
export const ADMIN_TIMEOUT_MS = 600_000;


type Overrides = Partial<Pick<HttpClientOptions, 'baseUrl' | 'getToken' | 'fetch' | 'onUnauthorized' | 'timeoutMs'>>;

/**
 * The learner API client: bearer `access_token`, or `Authorization: no auth` without one.
 * The base address is build-time configuration (NEXT_PUBLIC_LEARNER_API_URL), same origin by default.
 */
export function createLearnerClient(overrides: Overrides = {}): HttpClient {
  return createHttpClient({
    baseUrl: LEARNER_API_BASE,
    timeoutMs: LEARNER_TIMEOUT_MS,
    tokenKey: LEARNER_TOKEN_KEY,
    missingAuthText: 'no auth',
    ...overrides,
  });
}

/** The admin API client: bearer `access_token_admin`, or `Authorization: no-author` without one. */
export function createAdminClient(overrides: Overrides = {}): HttpClient {
  return createHttpClient({
    baseUrl: ADMIN_API_BASE,
    timeoutMs: ADMIN_TIMEOUT_MS,
    tokenKey: ADMIN_TOKEN_KEY,
    missingAuthText: 'no-author',
    ...overrides,
  });
}

/** SPEC.md 8: a 401 from the learner API clears local storage and sends the person to sign in. */
export function onLearnerUnauthorized() {
  if (typeof window === 'undefined') return;
  tokenStore.clearAll();
  if (window.location.pathname !== paths.auth.login) window.location.assign(paths.auth.login);
}

/** The app-wide instances screens import. */
export const learnerClient = createLearnerClient({ onUnauthorized: onLearnerUnauthorized });
export const adminClient = createAdminClient();
