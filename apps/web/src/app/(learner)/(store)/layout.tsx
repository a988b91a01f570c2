import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { StoreProvider } from '@web/lib/store/store-provider';

/**
 * The learner screens that use the redux store (test lists, results, the TOEIC pages, the account).
 * A route group of its own, so the learner home, which does not use it, loads no Redux Toolkit,
 * RTK Query or redux-persist (store-coverage.test.ts checks that no page needing it goes without),
 * and does not carry these screens' translations (area-namespaces.ts, learnerStore).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="learnerStore">
      <StoreProvider>{children}</StoreProvider>
    </AreaTranslations>
  );
}
