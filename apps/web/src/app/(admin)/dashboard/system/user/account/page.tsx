import type { Metadata } from 'next';
import { AdminAccountView } from '@web/modules/account/admin/admin-account-view';

export const metadata: Metadata = { title: 'My account' };

export default function AdminAccountPage() {
  return <AdminAccountView />;
}
