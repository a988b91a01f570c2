import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { StoreProvider } from '@web/lib/store/store-provider';
import { LearnerGuard } from '@web/lib/auth/guards';
import { LEARNER_API_BASE } from '@web/lib/api/bases';
import { earlyAttemptScript } from '@web/modules/exam-player/early-attempt';

/**
 * The exam screens: a signed-in learner, and nothing of the site's frame (header, footer, menus),
 * as in the official computer-delivered test. Same /page paths as the learner area (ROUTES.md).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="exam">
      {/* First in the body: an exam screen's attempt is fetched while the code loads (early-attempt.ts). */}
      <script dangerouslySetInnerHTML={{ __html: earlyAttemptScript(LEARNER_API_BASE) }} />
      <StoreProvider>
        <LearnerGuard>{children}</LearnerGuard>
      </StoreProvider>
    </AreaTranslations>
  );
}
