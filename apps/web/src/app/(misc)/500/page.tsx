import type { Metadata } from 'next';
import { ServerErrorView } from '@web/modules/misc/views/server-error-view';

export const metadata: Metadata = { title: '500 Internal server error' };

export default function ServerErrorPage() {
  return <ServerErrorView />;
}
