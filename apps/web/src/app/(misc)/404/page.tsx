import type { Metadata } from 'next';
import { NotFoundView } from '@web/modules/misc/views/not-found-view';

export const metadata: Metadata = { title: '404 Page not found' };

export default function NotFoundPage() {
  return <NotFoundView />;
}
