import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { AdminGuard } from '@web/lib/auth/guards';
import { ADMIN_API_BASE } from '@web/lib/api/bases';
import { earlyAdminScript } from '@web/lib/auth/early-admin';
import { scriptNonce } from '@web/lib/security/script-nonce';
import { DashboardLayout } from './dashboard-layout';

/**
 * The dashboard's frame (header, nav) drawn by the server, with the screen inside (in the layout's
 * StoreProvider: store-coverage.test.ts reads the layouts). `isGuarded`: only
 * a signed-in admin whose roles grant it sees the screen (every dashboard screen); the fallback
 * screens (404, coming soon) are drawn unguarded, so that the server meets a 404 while it draws the
 * page and answers with that status (coming-soon screens guard themselves).
 */
export async function DashboardFrame({ children, isGuarded = true }: { children: ReactNode; isGuarded?: boolean }) {
  const nonce = await scriptNonce();
  return (
    <AreaTranslations area="admin">
      {/* The admin's profile, fetched while the code loads (early-admin.ts); the nonce lets it run under the page's policy. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyAdminScript(ADMIN_API_BASE) }} />
      {/* The frame (header, an empty nav until the admin's menus load) is drawn by the server, so it
          is on screen before any script runs; only the screen inside waits for the admin. */}
      <DashboardLayout>{isGuarded ? <AdminGuard>{children}</AdminGuard> : children}</DashboardLayout>
    </AreaTranslations>
  );
}
