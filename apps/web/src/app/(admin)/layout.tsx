import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { StoreProvider } from '@web/lib/store/store-provider';
import { DashboardLayout } from '@web/layouts/dashboard/dashboard-layout';
import { AdminGuard } from '@web/lib/auth/guards';

/** The dashboard: only a signed-in admin sees any of it, and only the screens its roles grant. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="admin">
      <StoreProvider>
        <AdminGuard>
          <DashboardLayout>{children}</DashboardLayout>
        </AdminGuard>
      </StoreProvider>
    </AreaTranslations>
  );
}
