import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../../playwright.config';

/**
 * An access token like the server's (same secret, issuer, audience and claims) that ends in
 * `seconds`: the e2e server signs with a secret the tests know, so expiry can be tested in seconds.
 */
export async function mintAccessToken({ from, seconds }: { from: string; seconds: number }): Promise<string> {
  const claims = decodeJwt(from);
  const kind = claims.kind as 'admin' | 'site';
  return new SignJWT({ nameid: claims.nameid, kind, roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('lexam')
    .setAudience(kind === 'admin' ? 'lexam-admin' : 'lexam-learner')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}
