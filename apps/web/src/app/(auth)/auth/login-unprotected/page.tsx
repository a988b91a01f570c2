import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { socialProviderList } from '@web/lib/session/auth-options';
import { LoginView } from '@web/modules/auth/login-view';
import { SocialSignInButtons } from '@web/modules/auth/social-sign-in-buttons';

export const metadata: Metadata = { title: 'Sign in' };

/** The same form as /auth/login without the redirect-when-signed-in guard (ROUTES.md). */
export default async function LoginUnprotectedPage() {
  // The providers are the running server's configuration, not the build's.
  await connection();
  const providers = socialProviderList();
  return (
    <Suspense>
      <LoginView social={providers.length > 0 ? <SocialSignInButtons providers={providers} /> : undefined} />
    </Suspense>
  );
}
