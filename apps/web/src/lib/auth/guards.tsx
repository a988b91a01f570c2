'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useDeferredValue, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { LoadingScreen } from '@web/components/loading-screen';
import { paths } from '../routes/paths';
import { requiredPermission } from '../routes/required-permission';
import { useAuth } from './auth-provider';
import { isValidToken } from './jwt';
import { tokenStore } from './token-store';

/** Where to go back after signing in: only a path of this site (never `//evil.example`). */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

function withReturnTo(login: string, pathname: string): string {
  return `${login}?${new URLSearchParams({ returnTo: pathname }).toString()}`;
}

/**
 * Sends the browser to `target` once (effects re-run when the router or the session object changes;
 * a second replace to the same place would re-render the screen it leads to and wipe a form).
 */
function useRedirect(target: string | null) {
  const router = useRouter();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!target || done.current === target) return;
    done.current = target;
    router.replace(target);
  }, [target, router]);
}

const noSubscription = () => () => {};

/**
 * Whether the browser holds an unexpired learner token; on the server and while hydrating, whether
 * the server saw one (its cookie mirror, `serverSession`). Deferred: the screen it lets through then
 * renders in a transition, in short slices, rather than in the synchronous pass React gives a store
 * value that differs from the server's.
 */
function useHasLearnerToken(serverSession: boolean): boolean {
  return useDeferredValue(useSyncExternalStore(noSubscription, () => isValidToken(tokenStore.learnerToken()), () => serverSession));
}

/**
 * The /page area: a signed-in learner, or off to /auth/login (and back here afterwards).
 * `previews` maps a path to what it shows while the session loads instead of the loading screen:
 * a part of that screen that needs neither data nor the learner (the server renders it, so it is
 * seen before any JavaScript runs). Strangers see it until they are sent to sign in.
 * `serverSession`: the server saw the learner's token (its cookie mirror) and rendered the screen
 * itself (on every path, or only on those of `serverRendered` when given: a path, or a prefix ending
 * in `/`); the browser's own token then decides, as everywhere, once hydrated.
 */
export function LearnerGuard({
  children,
  previews,
  serverSession = false,
  serverRendered,
}: {
  children: ReactNode;
  previews?: Readonly<Record<string, ReactNode>>;
  serverSession?: boolean;
  serverRendered?: readonly string[];
}) {
  const { isInitialized, user } = useAuth();
  const pathname = usePathname();
  const rendersOnServer = !serverRendered || serverRendered.some((path) => pathname === path || (path.endsWith('/') && pathname.startsWith(path)));
  const hasToken = useHasLearnerToken(serverSession && rendersOnServer);
  useRedirect(isInitialized && !user ? withReturnTo(paths.auth.login, pathname) : null);
  // With an unexpired token the screen starts at once, its own calls alongside the profile's
  // (User/getOne) instead of after it; a token the server refuses ends, as any 401, at sign-in.
  if (user || (!isInitialized && hasToken)) return children;
  // A full screen high while the session loads, so the learner footer starts below the fold and does
  // not jump down when the screen arrives (Lighthouse's layout shift, CLS).
  return previews?.[pathname] ?? <LoadingScreen sx={{ minHeight: '100vh' }} />;
}

/**
 * The dashboard: a signed-in admin, or off to /auth/loginAdmin; an admin without the right for this
 * screen goes to /dashboard/permission-denied (ROUTES.md).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isInitialized, admin, can } = useAuth();
  const pathname = usePathname();
  const needed = requiredPermission(pathname);
  // A valid admin token whose admin is still loading (arrived here by a client-side navigation).
  const isLoading = !isInitialized || (!admin && isValidToken(tokenStore.adminToken()));
  const isDenied = Boolean(admin && needed && !can(needed));
  useRedirect(isLoading ? null : !admin ? withReturnTo(paths.auth.loginAdmin, pathname) : isDenied ? paths.dashboard.permissionDenied : null);
  return !isLoading && admin && !isDenied ? children : <LoadingScreen sx={{ minHeight: '60vh' }} />;
}

/**
 * The sign-in and register forms: a person already signed in as this kind goes on to where it
 * was headed (the `-unprotected` variants of ROUTES.md skip this guard).
 */
export function GuestGuard({ kind, children }: { kind: 'learner' | 'admin'; children: ReactNode }) {
  const { isInitialized, user, admin } = useAuth();
  const returnTo = useSearchParams().get('returnTo');
  const isSignedIn = kind === 'learner' ? Boolean(user) : Boolean(admin);
  useRedirect(isInitialized && isSignedIn ? safeReturnTo(returnTo, kind === 'learner' ? paths.page.home : paths.dashboard.home) : null);
  return isInitialized && !isSignedIn ? children : <LoadingScreen sx={{ minHeight: '60vh' }} />;
}
