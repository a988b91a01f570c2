import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { StoreProvider } from '@web/lib/store/store-provider';
import { LearnerGuard } from '@web/lib/auth/guards';

/**
 * The exam screens: a signed-in learner, and nothing of the site's frame (header, footer, menus),
 * as in the official computer-delivered test. Same /page paths as the learner area (ROUTES.md).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="exam">
      <StoreProvider>
        <LearnerGuard>{children}</LearnerGuard>
      </StoreProvider>
    </AreaTranslations>
  );
}
