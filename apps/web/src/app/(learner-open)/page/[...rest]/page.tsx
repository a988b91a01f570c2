import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LearnerGuard } from '@web/lib/auth/guards';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { isNotBuilt } from '@web/lib/routes/not-built';
import { paths } from '@web/lib/routes/paths';
import { ScreenComingSoonView } from '@web/modules/misc/views/screen-coming-soon-view';

export const metadata: Metadata = { title: 'Coming soon' };

/**
 * Every learner path no page of its own answers: a screen of ROUTES.md not built yet shows the
 * coming-soon view inside the learner layout (to a signed-in learner, as the screen will be), anything
 * else the 404 with HTTP 404 ((learner-open)/layout.tsx).
 */
export default async function LearnerFallbackPage({ params }: { params: Promise<{ rest: string[] }> }) {
  const { rest } = await params;
  if (!isNotBuilt(`${paths.page.root}/${rest.join('/')}`)) notFound();
  return (
    <LearnerGuard>
      <AreaTranslations area="misc">
        <ScreenComingSoonView area="learner" />
      </AreaTranslations>
    </LearnerGuard>
  );
}
