import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { PermissionName, UserKind } from '@lexam/contracts';
import { DomainError, loadPrincipalCached, type LoginThrottle, type Principal, type TokenService } from '@lexam/core';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an admin route needs; every admin route declares one, or `public`. */
    permission?: PermissionName;
    /** Open to callers without a token (sign-in, the public catalogue). */
    public?: boolean;
    /** Any signed-in admin (their own menu and profile); the handler checks anything finer. */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, set by the guard. */
    principal?: Principal;
  }
  interface FastifyInstance {
    auth: AuthServices;
    /** Every admin route with the permission it declares (read by the authorization matrix test). */
    adminRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission?: PermissionName;
  isPublic: boolean;
  isSignedIn: boolean;
}

export interface AuthServices {
  tokens: TokenService;
  throttle: LoginThrottle;
  /** The secret of the session library's tokens (social sign-in). */
  sessionSecret: string;
  /** The token secret, which signs the short-lived links of private speaking recordings (core's recording-url.ts). */
  recordingSecret: string;
}

const unauthorized = (title: string) => new DomainError({ status: 401, title });

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The one guard: checks the bearer token of the expected kind, loads the caller's current roles and
 * permissions (cached briefly, dropped on any change to users, roles or permissions), and enforces the permission the route declares. It runs before the body is parsed,
 * so a caller without the right learns nothing from validation errors.
 */
export function guard(app: FastifyInstance, kind: UserKind): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Sign in to continue.');
    const claims = await app.auth.tokens.verifyAccessToken(token, kind);
    if (!claims) throw unauthorized('Your sign-in has expired or is not valid. Please sign in again.');
    const principal = await loadPrincipalCached({ db: app.database.db, userId: Number(claims.nameid) });
    if (!principal || principal.kind !== kind) throw unauthorized('Your account is no longer active. Please sign in again.');
    if (config.permission && !principal.permissions.has(config.permission)) {
      throw new DomainError({ status: 403, title: `Your role does not allow this (it needs the permission ${config.permission}).` });
    }
    request.principal = principal;
  };
}

/** Refuses to start a server with an admin route that declares neither a permission nor `public`. */
export function requireDeclaredPermission(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { permission?: PermissionName; public?: boolean; signedIn?: boolean };
    if (!config.permission && !config.public && !config.signedIn) {
      throw new Error(`Admin route ${String(route.method)} ${route.url} declares no permission.`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, permission: config.permission, isPublic: Boolean(config.public), isSignedIn: Boolean(config.signedIn) });
    }
  });
}

/** Throws a 403 unless the caller holds the permission (for checks finer than the route's). */
export function assertPermission(principal: Principal, permission: PermissionName): void {
  if (!principal.permissions.has(permission)) {
    throw new DomainError({ status: 403, title: `Your role does not allow this (it needs the permission ${permission}).` });
  }
}

/** The signed-in caller of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Sign in to continue.');
  return request.principal;
}
