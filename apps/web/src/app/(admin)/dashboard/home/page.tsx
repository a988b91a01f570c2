import type { Metadata } from 'next';
import { DashboardHomeView } from '@web/modules/dashboard-home/dashboard-home-view';

export const metadata: Metadata = { title: 'Dashboard' };

export default function DashboardHomePage() {
  return <DashboardHomeView />;
}
