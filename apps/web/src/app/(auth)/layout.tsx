import type { ReactNode } from 'react';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { AuthLayout } from '@web/layouts/auth/auth-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaTranslations area="auth">
      <AuthLayout>{children}</AuthLayout>
    </AreaTranslations>
  );
}
