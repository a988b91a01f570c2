import type { ReactNode } from 'react';
import { DashboardLayout } from '@web/layouts';

export default function Layout({ children }: { children: ReactNode }) {
  return <DashboardLayout>{children}</DashboardLayout>;
}
