import type { ReactNode } from 'react';
import { LearnerLayout } from '@web/layouts/learner/learner-layout';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { serverLearnerToken } from '@web/lib/auth/server-session';

/**
 * Learner addresses no screen answers (page/[...rest]): the learner's frame, its screen not behind the
 * learner guard, so the server meets an unknown address's 404 while it draws the page and answers with
 * HTTP 404 (behind the guard the screen is drawn in the browser, and a 404 met after the page has
 * started is sent as 200). The coming-soon screens guard themselves.
 */
export default async function Layout({ children }: { children: ReactNode }) {
  const hasServerSession = (await serverLearnerToken()) !== null;
  return (
    <AreaTranslations area="learner">
      <LearnerLayout serverSignedIn={hasServerSession}>{children}</LearnerLayout>
    </AreaTranslations>
  );
}
