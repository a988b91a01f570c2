import type { Metadata } from 'next';
import { Suspense } from 'react';
import { GuestGuard } from '@web/lib/auth/guards';
import { RegisterView } from '@web/modules/auth-recovery/views/register-view';

export const metadata: Metadata = { title: 'Create an account' };

/** A learner already signed in goes on to its home; /auth/register-unprotected skips this. */
export default function RegisterPage() {
  return (
    <Suspense>
      <GuestGuard kind="learner">
        <RegisterView />
      </GuestGuard>
    </Suspense>
  );
}
