import type { ReactNode } from 'react';
import { LearnerLayout } from '@web/layouts/learner/learner-layout';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { LearnerGuard } from '@web/lib/auth/guards';
import { serverLearnerToken } from '@web/lib/auth/server-session';
import { paths } from '@web/lib/routes/paths';
import { HomePreview } from '@web/modules/home/home-preview';

/** Screens shown in part while the session loads (see LearnerGuard). */
const PREVIEWS = { [paths.page.home]: <HomePreview /> };

/**
 * Screens the server renders whole for a learner whose token cookie it sees (LearnerGuard's
 * `serverSession`): the home, whose greeting and areas are server components, and the reading
 * passages (a prefix), whose text and words the server reads for them (server-passage.ts). The other
 * (store) screens render in the browser once the session is known.
 */
const SERVER_RENDERED = [paths.page.home, `${paths.page.reading}/passage/`];

/**
 * The /page area belongs to a signed-in learner (ROUTES.md). The redux store is provided by the
 * (store) group inside it, which holds every learner screen but the home.
 */
export default async function Layout({ children }: { children: ReactNode }) {
  const hasServerSession = (await serverLearnerToken()) !== null;
  return (
    <AreaTranslations area="learner">
      <LearnerLayout serverSignedIn={hasServerSession}>
        {/* The previews are drawn by the server and travel in every page's payload: only when the
            server could not render the screen itself (no token cookie) can one be needed. */}
        <LearnerGuard previews={hasServerSession ? undefined : PREVIEWS} serverSession={hasServerSession} serverRendered={SERVER_RENDERED}>
          {children}
        </LearnerGuard>
      </LearnerLayout>
    </AreaTranslations>
  );
}
