'use client';

import { useTranslation } from 'react-i18next';
import { MiscLayout } from '@web/layouts/misc/misc-layout';
import en from '@web/locales/en/misc.json';
import { ServerErrorView } from './server-error-view';

type ServerErrorScreenProps = {
  onRetry: () => void;
  digest?: string;
};

/**
 * The root error boundary's screen (app/error.tsx), a lazy chunk of its own: a boundary's client
 * components are part of every page's first load, and this one is rarely shown. The 'misc'
 * namespace is not sent with every page (area-namespaces.ts); English comes with this chunk, so
 * the screen has its texts even when the network that failed cannot bring the current language's.
 */
export function ServerErrorScreen({ onRetry, digest }: ServerErrorScreenProps) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'misc')) i18n.addResourceBundle('en', 'misc', en, true, false);
  return (
    <MiscLayout>
      <ServerErrorView onRetry={onRetry} digest={digest} />
    </MiscLayout>
  );
}
