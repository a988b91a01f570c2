import { decodeToken } from './jwt';

/** SPEC.md 9: a learner token is refreshed 30 minutes before it expires. */
export const REFRESH_AHEAD_MS = 30 * 60 * 1000;

export interface SchedulerDeps {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export interface LearnerRefreshDeps extends SchedulerDeps {
  /** Whether a refresh token is held and has not expired. */
  hasValidRefreshToken(): boolean;
  /** Calls Auth/refreshToken and stores the new tokens; resolves to the new access token. */
  refresh(): Promise<string>;
  /** The token could not be renewed: the expiry alert, the token removed, off to sign-in. */
  onExpired(): void;
  onError?(error: unknown): void;
}

/**
 * Keeps a learner signed in: refreshes 30 minutes before expiry, one refresh at a time, only while the
 * refresh token is valid, and reschedules from the new token's expiry. When it cannot, `onExpired`.
 */
export function createLearnerRefresher(deps: LearnerRefreshDeps) {
  let timer: unknown;
  let inFlight: Promise<void> | undefined;

  const cancel = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };

  const refreshNow = (): Promise<void> => {
    inFlight ??= (async () => {
      try {
        if (!deps.hasValidRefreshToken()) {
          deps.onExpired();
          return;
        }
        schedule(await deps.refresh());
      } catch (error) {
        // SPEC.md 8: a failed refresh is logged to the console, then the expiry alert follows.
        (deps.onError ?? console.error)(error);
        deps.onExpired();
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  };

  function schedule(accessToken: string) {
    cancel();
    const exp = decodeToken(accessToken)?.exp;
    if (typeof exp !== 'number') return;
    // Without a refresh token to renew it, the token simply lives until its own expiry.
    const ahead = deps.hasValidRefreshToken() ? REFRESH_AHEAD_MS : 0;
    const delay = Math.max(0, exp * 1000 - ahead - deps.now());
    timer = deps.setTimer(() => void refreshNow(), delay);
  }

  return { schedule, refreshNow, cancel };
}

/** Admin tokens are not refreshed: at expiry, `onExpired` (alert, token removed, admin sign-in). */
export function createAdminExpiryTimer(deps: SchedulerDeps & { onExpired(): void }) {
  let timer: unknown;
  return {
    schedule(accessToken: string) {
      if (timer !== undefined) deps.clearTimer(timer);
      const exp = decodeToken(accessToken)?.exp;
      if (typeof exp !== 'number') return;
      timer = deps.setTimer(deps.onExpired, Math.max(0, exp * 1000 - deps.now()));
    },
    cancel() {
      if (timer !== undefined) deps.clearTimer(timer);
      timer = undefined;
    },
  };
}
