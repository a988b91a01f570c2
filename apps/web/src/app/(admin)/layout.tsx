import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { StoreProvider } from '@web/lib/store/store-provider';
import { DashboardLayout } from '@web/layouts/dashboard/dashboard-layout';
import { AdminGuard } from '@web/lib/auth/guards';
import { ADMIN_API_BASE } from '@web/lib/api/bases';
import { earlyAdminScript } from '@web/lib/auth/early-admin';
import { scriptNonce } from '@web/lib/security/script-nonce';

/** The dashboard: only a signed-in admin sees its screens, and only those its roles grant. */
export default async function Layout({ children }: { children: ReactNode }) {
  const nonce = await scriptNonce();
  return (
    <AreaTranslations area="admin">
      {/* The admin's profile, fetched while the code loads (early-admin.ts); the nonce lets it run under the page's policy. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyAdminScript(ADMIN_API_BASE) }} />
      <StoreProvider>
        {/* The frame (header, an empty nav until the admin's menus load) is drawn by the server, so it
            is on screen before any script runs; only the screen inside waits for the admin. */}
        <DashboardLayout>
          <AdminGuard>{children}</AdminGuard>
        </DashboardLayout>
      </StoreProvider>
    </AreaTranslations>
  );
}
