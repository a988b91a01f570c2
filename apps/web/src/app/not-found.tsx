import type { Metadata } from 'next';
import { MiscLayout } from '@web/layouts/misc/misc-layout';
import { NotFoundView } from '@web/modules/misc/views/not-found-view';

export const metadata: Metadata = { title: '404 Page not found' };

/** Every unknown address: Next answers it with HTTP 404 and this screen. */
export default function NotFound() {
  return (
    <MiscLayout>
      <NotFoundView />
    </MiscLayout>
  );
}
