import type { ReactNode } from 'react';
import { DashboardFrame } from '@web/layouts/dashboard/dashboard-frame';
import { StoreProvider } from '@web/lib/store/store-provider';

/**
 * Dashboard addresses no screen answers (dashboard/[...rest]): the same frame, its screen not behind
 * the admin guard, so an unknown address is a real HTTP 404 (a guarded screen is not drawn by the
 * server, and a 404 met after the page has started is sent as 200).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <StoreProvider>
      <DashboardFrame isGuarded={false}>{children}</DashboardFrame>
    </StoreProvider>
  );
}
