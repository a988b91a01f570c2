import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { GuestGuard } from '@web/lib/auth/guards';
import { socialProviderList } from '@web/lib/session/auth-options';
import { LoginView } from '@web/modules/auth/login-view';
import { SocialSignInButtons } from '@web/modules/auth/social-sign-in-buttons';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage() {
  // The providers are the running server's configuration, not the build's.
  await connection();
  const providers = socialProviderList();
  return (
    <Suspense>
      <GuestGuard kind="learner">
        <LoginView social={providers.length > 0 ? <SocialSignInButtons providers={providers} /> : undefined} />
      </GuestGuard>
    </Suspense>
  );
}
