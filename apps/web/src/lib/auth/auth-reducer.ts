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
