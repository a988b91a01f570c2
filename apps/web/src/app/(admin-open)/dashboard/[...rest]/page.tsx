import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminGuard } from '@web/lib/auth/guards';
import { isNotBuilt } from '@web/lib/routes/not-built';
import { paths } from '@web/lib/routes/paths';
import { ScreenComingSoonView } from '@web/modules/misc/views/screen-coming-soon-view';

export const metadata: Metadata = { title: 'Coming soon' };

/**
 * Every dashboard path no page of its own answers: a screen of ROUTES.md not built yet shows the
 * coming-soon view (to a signed-in admin with the right, as the screen will be), anything else the
 * 404 (not-found.tsx, HTTP 404), both inside the dashboard's frame.
 */
export default async function DashboardFallbackPage({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  if (!isNotBuilt(`${paths.dashboard.root}/${rest.join('/')}`)) notFound();
  return (
    <AdminGuard>
      <ScreenComingSoonView area="dashboard" />
    </AdminGuard>
  );
}
