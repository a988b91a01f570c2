import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isNotBuilt } from '@web/lib/routes/not-built';
import { paths } from '@web/lib/routes/paths';
import { ScreenComingSoonView } from '@web/modules/misc/views/screen-coming-soon-view';

export const metadata: Metadata = { title: 'Coming soon' };

/**
 * Every dashboard path no page of its own answers: a screen of ROUTES.md not built yet shows the
 * coming-soon view, anything else the 404 (not-found.tsx), both inside the dashboard's frame.
 */
export default async function DashboardFallbackPage({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  if (!isNotBuilt(`${paths.dashboard.root}/${rest.join('/')}`)) notFound();
  return <ScreenComingSoonView area="dashboard" />;
}
