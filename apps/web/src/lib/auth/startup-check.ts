import type { AuthAction } from './auth-reducer';
import { isValidToken, userIdOf } from './jwt';

/** The stored login cookie `sessionCookie`: the user fields plus the session library's token. */
export interface SessionCookie {
  sessionToken: string;
  [field: string]: unknown;
}

export interface StartupDeps<User, Admin> {
  pathname: string;
  learnerToken: string | null;
  adminToken: string | null;
  sessionCookie: SessionCookie | null;
  now?: number;
  fetchUserFromCookie(cookie: SessionCookie): Promise<User>;
  fetchUserById(id: number): Promise<User>;
  fetchAdminById(id: number): Promise<{ admin: Admin; roles: string[] }>;
}

/** The admin login path, or any path containing 'dashboard' (SPEC.md 2: admin territory). */
export function isAdminTerritory(pathname: string): boolean {
  return pathname.startsWith('/auth/loginAdmin') || pathname.includes('dashboard');
}

/**
 * The start-up check of SPEC.md 4, in its order:
 * 1. a valid user token and a session cookie: the user from the cookie fields and its session token;
 * 2. a valid user token without the cookie: the user by the id in the token;
 * 3. on admin territory, a valid admin token: the admin by the id in the token;
 * 4. otherwise, and on any error: unauthenticated.
 */
export async function runStartupCheck<User, Admin>(deps: StartupDeps<User, Admin>): Promise<Extract<AuthAction<User, Admin>, { type: 'INITIAL' }>> {
  const now = deps.now ?? Date.now();
  const signedOut = { type: 'INITIAL' as const, payload: { isAuthenticated: false, user: null, admin: null } };
  try {
    if (isValidToken(deps.learnerToken, now)) {
      if (deps.sessionCookie?.sessionToken) {
        const user = await deps.fetchUserFromCookie(deps.sessionCookie);
        return { type: 'INITIAL', payload: { isAuthenticated: true, user, admin: null } };
      }
      const id = userIdOf(deps.learnerToken);
      if (id) {
        const user = await deps.fetchUserById(id);
        return { type: 'INITIAL', payload: { isAuthenticated: true, user, admin: null } };
      }
    }
    if (isAdminTerritory(deps.pathname) && isValidToken(deps.adminToken, now)) {
      const id = userIdOf(deps.adminToken);
      if (id) {
        const { admin, roles } = await deps.fetchAdminById(id);
        return { type: 'INITIAL', payload: { isAuthenticated: true, user: null, admin, roles } };
      }
    }
    return signedOut;
  } catch {
    return signedOut;
  }
}
