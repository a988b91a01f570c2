import type { ReactNode } from 'react';
import { DashboardLayout } from '@web/layouts/dashboard/dashboard-layout';
import { AdminGuard } from '@web/lib/auth/guards';

/** The dashboard: only a signed-in admin sees any of it, and only the screens its roles grant. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AdminGuard>
      <DashboardLayout>{children}</DashboardLayout>
    </AdminGuard>
  );
}
