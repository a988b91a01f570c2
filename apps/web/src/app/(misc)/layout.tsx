import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { MiscLayout } from '@web/layouts/misc/misc-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="misc">
      <MiscLayout>{children}</MiscLayout>
    </AreaTranslations>
  );
}
