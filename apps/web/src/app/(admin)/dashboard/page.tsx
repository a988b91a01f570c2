import { redirect } from 'next/navigation';
import { paths } from '@web/lib/routes';

/** /dashboard opens the dashboard home. */
export default function DashboardPage() {
  redirect(paths.dashboard.home);
}
