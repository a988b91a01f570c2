import type { Metadata } from 'next';
import { Suspense } from 'react';
import { GuestGuard } from '@web/lib/auth/guards';
import { AdminLoginView } from '@web/modules/auth/admin-login-view';

export const metadata: Metadata = { title: 'Dashboard sign-in' };

export default function AdminLoginPage() {
  return (
    <Suspense>
      <GuestGuard kind="admin">
        <AdminLoginView />
      </GuestGuard>
    </Suspense>
  );
}
