import type { ReactNode } from 'react';
import { LearnerLayout } from '@web/layouts/learner/learner-layout';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { LearnerGuard } from '@web/lib/auth/guards';
import { paths } from '@web/lib/routes/paths';
import { HomePreview } from '@web/modules/home/home-preview';

/** Screens shown in part while the session loads (see LearnerGuard). */
const PREVIEWS = { [paths.page.home]: <HomePreview /> };

/**
 * The /page area belongs to a signed-in learner (ROUTES.md). The redux store is provided by the
 * (store) group inside it, which holds every learner screen but the home.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="learner">
      <LearnerLayout>
        <LearnerGuard previews={PREVIEWS}>{children}</LearnerGuard>
      </LearnerLayout>
    </AreaTranslations>
  );
}
