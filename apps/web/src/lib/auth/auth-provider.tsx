'use client';

import type { PermissionName, UserProfile } from '@lexam/contracts';
import { usePathname, useRouter } from 'next/navigation';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TOKEN_KEY, LEARNER_TOKEN_KEY } from '../api/storage-keys';
import { paths } from '../routes/paths';
import { endSocialSession } from '../session/end-social-session';
import { resetSessionData } from '../store/session-reset';
import { authApi, type SocialSignIn } from './auth-api';
import { authReducer, changesPerson, initialAuthState, type AuthAction, type AuthState } from './auth-reducer';
import { isValidToken, userIdOf } from './jwt';
import { startAdminSession, startLearnerSession } from './session-timers';
import { isAdminTerritory, runStartupCheck } from './startup-check';
import { readSessionCookie, tokenStore, writeSessionCookie } from './token-store';

type State = AuthState<UserProfile, UserProfile>;

export interface AuthContextValue extends State {
  /** Whether the signed-in admin holds a permission (the dashboard hides what it cannot do). */
  can(permission: PermissionName): boolean;
  /** Admin sign-in (Auth/login); throws an Error with the server's title. */
  loginAdmin(body: { username: string; password: string }): Promise<void>;
  /** E-mail sign-in (Auth/loginPhysics); throws an Error with the server's title. */
  loginPhysics(body: { email: string; password: string }): Promise<void>;
  /** Social sign-in (Auth/social-login) with the provider's user fields and the session token. */
  loginUser(fields: SocialSignIn): Promise<void>;
  /** Signs the learner out, the social sign-in's session (next-auth) and the sessionCookie included. */
  logout(): Promise<void>;
  logoutAdmin(): void;
  /** Reloads the signed-in person's profile (after editing it). */
  reloadProfile(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The session: who is signed in, how they sign in and out, and what happens when a token ends. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatchAuth] = useReducer(authReducer<UserProfile, UserProfile>, initialAuthState as State);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  // Every session change goes through here: when the signed-in person changes (sign-out, or sign-in
  // of someone else), the store first forgets what it kept of the last one, before the next
  // person's screens render (a shared computer must not show one learner another's profile).
  const dispatch = useCallback((action: AuthAction<UserProfile, UserProfile>) => {
    if (changesPerson(stateRef.current, action)) resetSessionData();
    dispatchAuth(action);
  }, []);
  const pathname = usePathname();
  const router = useRouter();
  const { t } = useTranslation('session');
  const loadingAdmin = useRef(false);

  // SPEC.md 4: the start-up check, once, in its order.
  useEffect(() => {
    let cancelled = false;
    tokenStore.syncLearnerCookie();
    void runStartupCheck<UserProfile, UserProfile>({
      pathname,
      learnerToken: tokenStore.learnerToken(),
      adminToken: tokenStore.adminToken(),
      sessionCookie: readSessionCookie(),
      fetchUserFromCookie: async (cookie) => {
        tokenStore.setLearner(await authApi.loginSocial(cookie as SocialSignIn));
        return authApi.fetchLearner();
      },
      fetchUserById: () => authApi.fetchLearner(),
      fetchAdminById: async (id) => {
        const admin = await authApi.fetchAdmin(id);
        return { admin, roles: admin.roles };
      },
    }).then((action: AuthAction<UserProfile, UserProfile>) => {
      // A transition: the screen behind the guards renders in short slices that leave the main
      // thread free between them (no long task on start-up, Lighthouse's total blocking time).
      if (!cancelled) startTransition(() => dispatch(action));
    });
    return () => {
      cancelled = true;
    };
    // Only at start: later navigation into the dashboard is handled by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Arriving in admin territory later (a client-side navigation) with a valid admin token.
  useEffect(() => {
    const token = tokenStore.adminToken();
    if (!state.isInitialized || state.admin || loadingAdmin.current || !isAdminTerritory(pathname) || !isValidToken(token)) return;
    const id = userIdOf(token);
    if (!id) return;
    loadingAdmin.current = true;
    authApi
      .fetchAdmin(id)
      .then((admin) => dispatch({ type: 'LOGIN', payload: { admin, roles: admin.roles } }))
      .catch(() => tokenStore.clearAdmin())
      .finally(() => {
        loadingAdmin.current = false;
      });
  }, [pathname, state.isInitialized, state.admin, dispatch]);

  // SPEC.md 8: at expiry the alert, the token removed, and off to the right sign-in page.
  const expire = useCallback(
    (kind: 'learner' | 'admin') => {
      window.alert(t('expired'));
      if (kind === 'learner') tokenStore.clearLearner();
      else tokenStore.clearAdmin();
      dispatch({ type: 'LOGOUT' });
      router.replace(kind === 'learner' ? paths.auth.login : paths.auth.loginAdmin);
    },
    [router, t, dispatch],
  );

  const userId = state.user?.id;
  const adminId = state.admin?.id;
  useEffect(() => (userId ? startLearnerSession({ onExpired: () => expire('learner') }) : undefined), [userId, expire]);
  useEffect(() => (adminId ? startAdminSession({ onExpired: () => expire('admin') }) : undefined), [adminId, expire]);

  // Signing out (or in as the other kind) in another tab signs this tab out too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== LEARNER_TOKEN_KEY && event.key !== ADMIN_TOKEN_KEY) return;
      if ((userId && !tokenStore.learnerToken()) || (adminId && !tokenStore.adminToken())) dispatch({ type: 'LOGOUT' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, adminId, dispatch]);

  const value = useMemo<AuthContextValue>(() => {
    const permissions = new Set(state.admin?.permissions ?? []);
    const signInLearner = async (login: { accessToken: string; refreshToken?: string; refreshTokenExpiresAt?: number }) => {
      tokenStore.setLearner(login);
      const user = await authApi.fetchLearner();
      dispatch({ type: 'LOGIN', payload: { user, admin: null, roles: [] } });
    };
    return {
      ...state,
      can: (permission) => permissions.has(permission),
      async loginAdmin(body) {
        const { accessToken, roles } = await authApi.loginAdmin(body);
        tokenStore.setAdmin(accessToken);
        const admin = await authApi.fetchAdmin(userIdOf(accessToken) ?? 0);
        dispatch({ type: 'LOGIN', payload: { admin, user: null, roles } });
      },
      async loginPhysics(body) {
        await signInLearner(await authApi.loginPhysics(body));
      },
      async loginUser(fields) {
        // SPEC.md 5: a user login does nothing without the user data or the session token.
        if (!fields?.email || !fields.sessionToken) return;
        const login = await authApi.loginSocial(fields);
        writeSessionCookie(fields);
        await signInLearner(login);
      },
      async logout() {
        tokenStore.clearLearner();
        await endSocialSession();
        dispatch({ type: 'LOGOUT' });
      },
      logoutAdmin() {
        tokenStore.clearAdmin();
        dispatch({ type: 'LOGOUT' });
      },
      async reloadProfile() {
        if (state.user) dispatch({ type: 'LOGIN', payload: { user: await authApi.fetchLearner() } });
        if (state.admin) dispatch({ type: 'LOGIN', payload: { admin: await authApi.fetchAdmin(state.admin.id) } });
      },
    };
  }, [state, dispatch]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session of the app (inside AuthProvider). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth is used outside AuthProvider');
  return context;
}
