import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginView } from '@web/modules/auth/login-view';

export const metadata: Metadata = { title: 'Sign in' };

/** The same form as /auth/login without the redirect-when-signed-in guard (ROUTES.md). */
export default function LoginUnprotectedPage() {
  return (
    <Suspense>
      <LoginView />
    </Suspense>
  );
}
