import type { Metadata } from 'next';
import { NotFoundView } from '@web/modules/misc/views/not-found-view';

export const metadata: Metadata = { title: '404 Page not found' };

/** An unknown dashboard address: HTTP 404, with the dashboard's frame and navigation kept around it. */
export default function DashboardNotFound() {
  return <NotFoundView />;
}
