import type { Metadata } from 'next';
import { MaintenanceView } from '@web/modules/misc/views/maintenance-view';

export const metadata: Metadata = { title: 'Maintenance' };

export default function MaintenancePage() {
  return <MaintenanceView />;
}
