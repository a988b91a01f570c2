import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql, tables, type Database } from '@lexam/db';
import { DomainError } from '../errors';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

const { refreshTokens } = tables;

const invalid = () => new DomainError({ status: 401, title: 'Your session has ended. Please sign in again.' });

/** When a refresh token issued now with this lifetime expires, in seconds since the epoch. */
export function refreshExpiry(ttlSeconds: number, now = Date.now()): number {
  return Math.floor(now / 1000) + ttlSeconds;
}

/** Stores a new refresh token (hashed) for a user, in a new family or an existing one. */
export async function issueRefreshToken({ db, userId, ttlSeconds, familyId = randomUUID() }: { db: Database; userId: number; ttlSeconds: number; familyId?: string }): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Uses a refresh token once: marks it used and issues its successor in the same family. A token
 * used a second time means it was stolen or replayed, so its whole family is revoked (RFC 9700 4.14).
 * The mark is a conditional update, so two concurrent uses cannot both succeed.
 */
export async function rotateRefreshToken({ db, token, ttlSeconds }: { db: Database; token: string; ttlSeconds: number }): Promise<{ userId: number; refreshToken: string }> {
  const tokenHash = hashOpaqueToken(token);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  if (!row || row.revokedAt) throw invalid();
  if (row.usedAt) {
    await revokeFamily({ db, familyId: row.familyId });
    throw invalid();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid();
  const marked = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (marked.length === 0) {
    await revokeFamily({ db, familyId: row.familyId });
    throw invalid();
  }
  const refreshToken = await issueRefreshToken({ db, userId: row.userId, ttlSeconds, familyId: row.familyId });
  return { userId: row.userId, refreshToken };
}

/** Ends every token of a family (a replay, or a sign-out). */
export async function revokeFamily({ db, familyId }: { db: Database; familyId: string }): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
