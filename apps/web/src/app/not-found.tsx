import type { Metadata } from 'next';
import { MiscLayout } from '@web/layouts/misc/misc-layout';
import { LazyNotFoundView } from '@web/modules/misc/views/lazy-not-found-view';

export const metadata: Metadata = { title: '404 Page not found' };

/**
 * Every unknown address: Next answers it with HTTP 404 and this screen. Its 'misc' texts are not
 * sent from here: Next puts this boundary's server output into every page's payload, so they come
 * as a lazy chunk when the screen is shown (i18next's backend; the server loads them the same way).
 */
export default function NotFound() {
  return (
    <MiscLayout>
      <LazyNotFoundView />
    </MiscLayout>
  );
}
