import type { Metadata } from 'next';
import { Suspense } from 'react';
import { GuestGuard } from '@web/lib/auth/guards';
import { LoginView } from '@web/modules/auth/login-view';

export const metadata: Metadata = { title: 'Sign in' };

export default function LoginPage() {
  return (
    <Suspense>
      <GuestGuard kind="learner">
        <LoginView />
      </GuestGuard>
    </Suspense>
  );
}
