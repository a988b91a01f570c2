/** The session state of SPEC.md 3: isInitialized, isAuthenticated, user, admin and the admin's ROLES. */
export interface AuthState<User = unknown, Admin = unknown> {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: User | null;
  admin: Admin | null;
  ROLES: string[];
}

export type AuthAction<User = unknown, Admin = unknown> =
  | { type: 'INITIAL'; payload: { isAuthenticated: boolean; user: User | null; admin: Admin | null; roles?: string[] } }
  | { type: 'LOGIN'; payload: { user?: User | null; admin?: Admin | null; roles?: string[] } }
  | { type: 'LOGOUT' };

/** Starts not initialised and not authenticated. */
export const initialAuthState: AuthState = { isInitialized: false, isAuthenticated: false, user: null, admin: null, ROLES: [] };

/**
 * SPEC.md 4: INITIAL sets everything from the start-up check; LOGIN sets authenticated with the user
 * and/or admin; LOGOUT clears authenticated, user and admin.
 */
export function authReducer<User, Admin>(state: AuthState<User, Admin>, action: AuthAction<User, Admin>): AuthState<User, Admin> {
  switch (action.type) {
    case 'INITIAL':
      return { isInitialized: true, isAuthenticated: action.payload.isAuthenticated, user: action.payload.user, admin: action.payload.admin, ROLES: action.payload.roles ?? [] };
    case 'LOGIN':
      return {
        ...state,
        isAuthenticated: true,
        user: action.payload.user === undefined ? state.user : action.payload.user,
        admin: action.payload.admin === undefined ? state.admin : action.payload.admin,
        ROLES: action.payload.roles ?? state.ROLES,
      };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null, admin: null, ROLES: [] };
    default:
      return state;
  }
}

type Person = { id?: unknown } | null | undefined;

/**
 * Whether an action changes who is signed in: LOGOUT of someone, or LOGIN of another learner or
 * admin than the one in the state (a profile reload, LOGIN of the same person, does not). The
 * session then empties what the store kept of the last person first (AuthProvider).
 */
export function changesPerson<User extends Person, Admin extends Person>(state: AuthState<User, Admin>, action: AuthAction<User, Admin>): boolean {
  if (action.type === 'LOGOUT') return Boolean(state.user || state.admin);
  if (action.type !== 'LOGIN') return false;
  const { user, admin } = action.payload;
  return (user !== undefined && user?.id !== state.user?.id) || (admin !== undefined && admin?.id !== state.admin?.id);
}
