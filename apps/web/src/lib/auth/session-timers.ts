import { authApi } from './auth-api';
import { decodeToken } from './jwt';
import { createAdminExpiryTimer, createLearnerRefresher, REFRESH_AHEAD_MS, type SchedulerDeps } from './refresh-scheduler';
import { tokenStore } from './token-store';

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); tokens live hours, so this never bites.
const MAX_DELAY = 2 ** 31 - 1;

const browserClock: SchedulerDeps = {
  now: () => Date.now(),
  setTimer: (run, ms) => window.setTimeout(run, Math.min(ms, MAX_DELAY)),
  clearTimer: (timer) => window.clearTimeout(timer as number),
};

/**
 * Runs a refresh under a browser-wide lock, so two tabs never spend the same refresh token (the
 * second use would revoke the whole family). A tab that finds a fresh token, renewed meanwhile by
 * another tab, takes it instead of calling the server.
 */
async function refreshOnce(): Promise<string> {
  const run = async () => {
    const current = tokenStore.learnerToken();
    const exp = decodeToken(current)?.exp;
    if (current && typeof exp === 'number' && exp * 1000 - REFRESH_AHEAD_MS > Date.now()) return current;
    const refreshToken = tokenStore.refreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    const data = await authApi.refresh(refreshToken);
    tokenStore.setLearner(data);
    return data.accessToken;
  };
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('lexam-token-refresh', run) : run();
}

/** Keeps a signed-in learner's token fresh; calls onExpired when it cannot. Returns a stop function. */
export function startLearnerSession({ onExpired }: { onExpired: () => void }): () => void {
  const token = tokenStore.learnerToken();
  if (!token) return () => {};
  const refresher = createLearnerRefresher({
    ...browserClock,
    hasValidRefreshToken: () => tokenStore.hasValidRefreshToken(),
    refresh: refreshOnce,
    onExpired,
  });
  refresher.schedule(token);
  return () => refresher.cancel();
}

/** Admin tokens are not refreshed: onExpired at the token's expiry. Returns a stop function. */
export function startAdminSession({ onExpired }: { onExpired: () => void }): () => void {
  const token = tokenStore.adminToken();
  if (!token) return () => {};
  const timer = createAdminExpiryTimer({ ...browserClock, onExpired });
  timer.schedule(token);
  return () => timer.cancel();
}
