import type { AdminLoginResponse, PhysicsLoginResponse, UserKind } from '@lexam/contracts';
import { and, eq, sql, tables, type Database } from '@lexam/db';
import { DomainError } from '../errors';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { loadPrincipal } from './principal';
import { issueRefreshToken, refreshExpiry } from './refresh-tokens';
import type { TokenService } from './tokens';

const { users } = tables;

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  throttle: LoginThrottle;
}

// One message for every way a sign-in can fail, so the answer does not tell which accounts exist.
const wrongCredentials = (what: string) => new DomainError({ status: 401, title: `The ${what} or password is incorrect.` });

async function checkCredentials({ db, throttle }: AuthDeps, { kind, account, password }: { kind: UserKind; account: string; password: string }) {
  await throttle.assertAllowed(`${kind}:${account}`);
  const column = kind === 'admin' ? users.username : users.email;
  const match = kind === 'admin' ? sql`lower(${column}) = lower(${account})` : eq(column, account);
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(and(eq(users.kind, kind), match)).limit(1);
  const isValid = await verifyPassword({ hashed: user?.passwordHash, password });
  if (!user || !isValid) {
    await throttle.recordFailure(`${kind}:${account}`);
    throw wrongCredentials(kind === 'admin' ? 'username' : 'e-mail address');
  }
  if (!user.isActive) throw new DomainError({ status: 403, title: 'This account is disabled. Contact your administrator.' });
  if (kind === 'site' && !user.emailVerifiedAt) {
    throw new DomainError({ status: 403, title: 'Confirm your e-mail address first: follow the link we sent you.' });
  }
  await throttle.recordSuccess(`${kind}:${account}`);
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, user.id));
  const principal = await loadPrincipal({ db, userId: user.id });
  if (!principal) throw wrongCredentials(kind === 'admin' ? 'username' : 'e-mail address');
  return principal;
}

/** Admin sign-in (POST /api/admin/Auth/login): an access token that is not refreshed, and the roles. */
export async function loginAdmin(deps: AuthDeps, { username, password }: { username: string; password: string }): Promise<AdminLoginResponse> {
  const principal = await checkCredentials(deps, { kind: 'admin', account: username, password });
  const accessToken = await deps.tokens.signAccessToken({ userId: principal.id, kind: 'admin', roles: principal.roles });
  return { accessToken, roles: principal.roles };
}

/** E-mail sign-in (POST /api/learner/Auth/loginPhysics): an access token, the roles and a refresh token. */
export async function loginPhysics(deps: AuthDeps, { email, password }: { email: string; password: string }): Promise<PhysicsLoginResponse> {
  const principal = await checkCredentials(deps, { kind: 'site', account: email, password });
  const accessToken = await deps.tokens.signAccessToken({ userId: principal.id, kind: 'site', roles: principal.roles });
  const refreshToken = await issueRefreshToken({ db: deps.db, userId: principal.id, ttlSeconds: deps.tokens.settings.refreshTtlSeconds });
  return { accessToken, roles: principal.roles, refreshToken, refreshTokenExpiresAt: refreshExpiry(deps.tokens.settings.refreshTtlSeconds) };
}
