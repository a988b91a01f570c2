import type { PhysicsLoginResponse } from '@lexam/contracts';
import { and, eq, sql, tables, type Database } from '@lexam/db';
import { DomainError } from '../errors';
import { loadPrincipal } from './principal';
import { issueRefreshToken, refreshExpiry } from './refresh-tokens';
import type { TokenService } from './tokens';

const { users, socialAccounts, roles, userRoles } = tables;

/** What a verified session of the session library says about the person. */
export interface SocialIdentity {
  provider: string;
  providerAccountId: string;
  email: string;
  emailVerified: boolean;
  name?: string | null;
  image?: string | null;
}

/**
 * Signs a learner in from a provider's verified identity: the linked account, or the account with the
 * same verified address (then linked), or a new learner. An unverified address never takes over an
 * existing account.
 */
export async function socialLogin({ db, tokens }: { db: Database; tokens: TokenService }, identity: SocialIdentity): Promise<PhysicsLoginResponse> {
  const userId = await db.transaction(async (tx) => {
    const [linked] = await tx.select({ userId: socialAccounts.userId }).from(socialAccounts).where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerAccountId, identity.providerAccountId))).limit(1);
    if (linked) return linked.userId;
    const [byEmail] = await tx.select({ id: users.id, kind: users.kind }).from(users).where(eq(users.email, identity.email)).limit(1);
    let id = byEmail?.id;
    if (byEmail) {
      if (byEmail.kind !== 'site' || !identity.emailVerified) {
        throw new DomainError({ status: 409, title: 'An account already uses this e-mail address. Sign in with your password, then link the provider.' });
      }
    } else {
      const [created] = await tx
        .insert(users)
        .values({ kind: 'site', email: identity.email, fullName: identity.name ?? '', avatarUrl: identity.image ?? null, emailVerifiedAt: identity.emailVerified ? new Date() : null })
        .returning({ id: users.id });
      id = created!.id;
      const [learner] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'learner')).limit(1);
      if (learner) await tx.insert(userRoles).values({ userId: id, roleId: learner.id });
    }
    await tx.insert(socialAccounts).values({ userId: id!, provider: identity.provider, providerAccountId: identity.providerAccountId });
    return id!;
  });
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
  const principal = await loadPrincipal({ db, userId });
  if (!principal) throw new DomainError({ status: 403, title: 'This account is disabled. Contact your administrator.' });
  const accessToken = await tokens.signAccessToken({ userId, kind: 'site', roles: principal.roles });
  const refreshToken = await issueRefreshToken({ db, userId, ttlSeconds: tokens.settings.refreshTtlSeconds });
  return { accessToken, roles: principal.roles, refreshToken, refreshTokenExpiresAt: refreshExpiry(tokens.settings.refreshTtlSeconds) };
}
