import { and, eq, isNull, sql, tables, type Database } from '@lexam/db';
import { DomainError } from '../errors';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

const { emailTokens } = tables;
type Purpose = 'verify-email' | 'reset-password';

/** Issues a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueEmailToken({ db, userId, purpose, ttlSeconds }: { db: Database; userId: number; purpose: Purpose; ttlSeconds: number }): Promise<string> {
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({ userId, purpose, tokenHash: hashOpaqueToken(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  });
  return token;
}

/** Uses a link token once; answers the user it belongs to, or a 400 that says the link is dead. */
export async function consumeEmailToken({ db, token, purpose }: { db: Database; token: string; purpose: Purpose }): Promise<number> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.tokenHash, hashOpaqueToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), sql`${emailTokens.expiresAt} > now()`))
    .returning({ userId: emailTokens.userId });
  if (!row) throw new DomainError({ status: 400, title: 'This link has expired or was already used. Ask for a new one.' });
  return row.userId;
}
