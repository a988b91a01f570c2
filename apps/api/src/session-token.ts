import { createHash } from 'node:crypto';
import { decode } from 'next-auth/jwt';
import { DomainError, type SocialIdentity } from '@lexam/core';

/** The session library's secret, derived from the server's own so there is one secret to manage. */
export function deriveSessionSecret(secret: string): string {
  return createHash('sha256').update(`lexam:next-auth:${secret}`).digest('base64url');
}

/**
 * Opens a session token of the session library (an encrypted JWT) and reads the identity the web
 * app's sign-in callback put in it. A token that does not open, or lacks the provider account, is a 401.
 */
export async function readSessionToken({ token, secret }: { token: string; secret: string }): Promise<SocialIdentity> {
  const claims = await decode({ token, secret }).catch(() => null);
  const provider = typeof claims?.provider === 'string' ? claims.provider : undefined;
  const providerAccountId = typeof claims?.providerAccountId === 'string' ? claims.providerAccountId : undefined;
  if (!claims || !provider || !providerAccountId || !claims.email) {
    throw new DomainError({ status: 401, title: 'The social sign-in session is not valid. Please sign in again.' });
  }
  return {
    provider,
    providerAccountId,
    email: claims.email.toLowerCase(),
    emailVerified: claims.emailVerified === true,
    name: claims.name,
    image: claims.picture,
  };
}
