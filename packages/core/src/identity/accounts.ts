import type { RegisterUserBody, RegisterUserResponse } from '@lexam/contracts';
import { and, eq, isNull, sql, tables, type Database } from '@lexam/db';
import { DomainError, conflict } from '../errors';
import type { Mailer } from '../mail/mailer';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { hashPassword, verifyPassword } from './passwords';

const { users, roles, userRoles, refreshTokens } = tables;
const DAY = 24 * 60 * 60;

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  /** The web app's public address, for links in mails. */
  appUrl: string;
}

/** Creates an unverified learner account and mails its verification link. */
export async function registerUser({ db, mailer, appUrl }: AccountDeps, body: RegisterUserBody): Promise<RegisterUserResponse> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
  if (taken) throw conflict('An account with this e-mail address already exists. Sign in, or reset your password.');
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values({ kind: 'site', email: body.email, fullName: body.fullName, passwordHash }).returning({ id: users.id });
    const [learner] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'learner')).limit(1);
    if (created && learner) await tx.insert(userRoles).values({ userId: created.id, roleId: learner.id });
    return created!;
  });
  await mailVerificationLink({ db, mailer, appUrl }, { userId: user.id, email: body.email, fullName: body.fullName });
  return { id: user.id, email: body.email, message: 'Account created. Check your inbox for the confirmation link.' };
}

/** Issues a verification link (earlier ones stop working) and mails it. */
async function mailVerificationLink({ db, mailer, appUrl }: AccountDeps, { userId, email, fullName }: { userId: number; email: string; fullName: string }) {
  const token = await issueEmailToken({ db, userId, purpose: 'verify-email', ttlSeconds: 2 * DAY });
  const link = `${appUrl}/auth/verify?token=${token}`;
  await mailer.send({
    to: email,
    subject: 'Confirm your e-mail address for Lexam',
    text: `Hello ${fullName},\n\nWelcome to Lexam. Confirm your e-mail address to start learning:\n\n${link}\n\nThe link works for 48 hours. If you did not create an account, ignore this message.\n`,
  });
}

/**
 * Mails a new verification link when an unconfirmed learner account has this address; answers the
 * same whatever the address, so the answer tells nobody which addresses have accounts. The new link
 * replaces the earlier one, which stops working (only the newest mail is worth opening).
 */
export async function resendVerification(deps: AccountDeps, { email }: { email: string }): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.email, email), eq(users.kind, 'site'), eq(users.isActive, true), isNull(users.emailVerifiedAt)))
    .limit(1);
  if (user) await mailVerificationLink(deps, { userId: user.id, email, fullName: user.fullName ?? '' });
  return { message: 'If an unconfirmed account uses this address, a new confirmation link is on its way.' };
}

/** Confirms the e-mail address a verification link was sent to. */
export async function verifyEmail({ db }: { db: Database }, { token }: { token: string }): Promise<{ message: string }> {
  const userId = await consumeEmailToken({ db, token, purpose: 'verify-email' });
  await db.update(users).set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  return { message: 'Your e-mail address is confirmed. You can sign in now.' };
}

/** Mails a reset link if a learner has this address; answers the same either way. */
export async function requestPasswordReset({ db, mailer, appUrl }: AccountDeps, { email }: { email: string }): Promise<{ message: string }> {
  const [user] = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(and(eq(users.email, email), eq(users.kind, 'site'), eq(users.isActive, true))).limit(1);
  if (user) {
    const token = await issueEmailToken({ db, userId: user.id, purpose: 'reset-password', ttlSeconds: 60 * 60 });
    await mailer.send({
      to: email,
      subject: 'Reset your Lexam password',
      text: `Hello ${user.fullName || ''},\n\nSomeone asked to reset the password of your Lexam account. Choose a new password here:\n\n${appUrl}/auth/new-password?token=${token}\n\nThe link works for one hour. If it was not you, ignore this message: your password stays as it is.\n`,
    });
  }
  return { message: 'If an account uses this address, a reset link is on its way.' };
}

/** Sets a new password from a reset link, confirms the address, and signs out every session. */
export async function resetPassword({ db }: { db: Database }, { token, password }: { token: string; password: string }): Promise<{ message: string }> {
  const userId = await consumeEmailToken({ db, token, purpose: 'reset-password' });
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return { message: 'Your password is changed. Sign in with the new one.' };
}

/** Changes the password of a signed-in user who knows the current one. */
export async function changePassword({ db }: { db: Database }, { userId, currentPassword, newPassword }: { userId: number; currentPassword: string; newPassword: string }): Promise<{ message: string }> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword({ hashed: user?.passwordHash, password: currentPassword }))) {
    throw new DomainError({ status: 400, title: 'The current password is incorrect.', errors: [{ field: 'body.currentPassword', message: 'Incorrect password.' }] });
  }
  await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` }).where(eq(users.id, userId));
  return { message: 'Your password is changed.' };
}
