/** Who may open a screen (ROUTES.md): anyone, a signed-in learner, or an admin with the right. */
export type RouteAccess = 'public' | 'learner' | 'admin';

/**
 * SPEC.md section 2: any path containing 'dashboard' is admin territory; the /page area is the
 * learner's; everything else (/, /auth, misc screens) is public.
 */
export function routeAccess(pathname: string): RouteAccess {
  if (pathname.includes('dashboard')) return 'admin';
  if (pathname === '/page' || pathname.startsWith('/page/')) return 'learner';
  return 'public';
}
