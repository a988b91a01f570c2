import type { ReactNode } from 'react';
import { DashboardFrame } from '@web/layouts/dashboard/dashboard-frame';
import { StoreProvider } from '@web/lib/store/store-provider';

/** The dashboard: only a signed-in admin sees its screens, and only those its roles grant. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <StoreProvider>
      <DashboardFrame>{children}</DashboardFrame>
    </StoreProvider>
  );
}
