'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
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

/** The /page area: a signed-in learner, or off to /auth/login (and back here afterwards). */
export function LearnerGuard({ children }: { children: ReactNode }) {
  const { isInitialized, user } = useAuth();
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    if (isInitialized && !user) router.replace(withReturnTo(paths.auth.login, pathname));
  }, [isInitialized, user, pathname, router]);
  return isInitialized && user ? children : <LoadingScreen sx={{ minHeight: '60vh' }} />;
}

/**
 * The dashboard: a signed-in admin, or off to /auth/loginAdmin; an admin without the right for this
 * screen goes to /dashboard/permission-denied (ROUTES.md).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isInitialized, admin, can } = useAuth();
  const pathname = usePathname();
  const router = useRouter();
  const needed = requiredPermission(pathname);
  // A valid admin token whose admin is still loading (arrived here by a client-side navigation).
  const isLoading = !isInitialized || (!admin && isValidToken(tokenStore.adminToken()));
  const isDenied = Boolean(admin && needed && !can(needed));
  useEffect(() => {
    if (isLoading) return;
    if (!admin) router.replace(withReturnTo(paths.auth.loginAdmin, pathname));
    else if (isDenied) router.replace(paths.dashboard.permissionDenied);
  }, [isLoading, admin, isDenied, pathname, router]);
  return !isLoading && admin && !isDenied ? children : <LoadingScreen sx={{ minHeight: '60vh' }} />;
}

/**
 * The sign-in and register forms: a person already signed in as this kind goes on to where it
 * was headed (the `-unprotected` variants of ROUTES.md skip this guard).
 */
export function GuestGuard({ kind, children }: { kind: 'learner' | 'admin'; children: ReactNode }) {
  const { isInitialized, user, admin } = useAuth();
  const router = useRouter();
  const returnTo = useSearchParams().get('returnTo');
  const isSignedIn = kind === 'learner' ? Boolean(user) : Boolean(admin);
  useEffect(() => {
    if (isInitialized && isSignedIn) router.replace(safeReturnTo(returnTo, kind === 'learner' ? paths.page.home : paths.dashboard.home));
  }, [isInitialized, isSignedIn, returnTo, kind, router]);
  return isInitialized && !isSignedIn ? children : <LoadingScreen sx={{ minHeight: '60vh' }} />;
}
