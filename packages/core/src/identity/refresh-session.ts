import type { RefreshTokenResponse } from '@lexam/contracts';
import { DomainError } from '../errors';
import type { AuthDeps } from './login';
import { loadPrincipal } from './principal';
import { refreshExpiry, rotateRefreshToken } from './refresh-tokens';

/** POST /api/learner/Auth/refreshToken: rotates the refresh token and signs a new access token. */
export async function refreshSession({ db, tokens }: Omit<AuthDeps, 'throttle'>, { refreshToken }: { refreshToken: string }): Promise<RefreshTokenResponse> {
  const rotated = await rotateRefreshToken({ db, token: refreshToken, ttlSeconds: tokens.settings.refreshTtlSeconds });
  const principal = await loadPrincipal({ db, userId: rotated.userId });
  if (!principal || principal.kind !== 'site') throw new DomainError({ status: 401, title: 'Your session has ended. Please sign in again.' });
  const accessToken = await tokens.signAccessToken({ userId: principal.id, kind: 'site', roles: principal.roles });
  return { data: { accessToken, refreshToken: rotated.refreshToken, refreshTokenExpiresAt: refreshExpiry(tokens.settings.refreshTtlSeconds) } };
}
