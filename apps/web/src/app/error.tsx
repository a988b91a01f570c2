'use client';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MiscLayout } from '@web/layouts/misc/misc-layout';
import en from '@web/locales/en/misc.json';
import { ServerErrorView } from '@web/modules/misc/views/server-error-view';

type ErrorPageProps = {
  /** What was thrown; an `Error` from a server component carries a `digest` to find it in the logs. */
  error: unknown;
  /** Fetches and renders the failed segment again. */
  retry: () => void;
};

/** The 500 screen for a runtime error under the root layout. */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  // The 'misc' namespace is not sent with every page (area-namespaces.ts). English comes with this
  // screen (global-error.tsx already puts that file in every first load), so the screen has its texts even
  // when the network that failed cannot bring the current language's file.
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'misc')) i18n.addResourceBundle('en', 'misc', en, true, false);

  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;

  return (
    <MiscLayout>
      <ServerErrorView onRetry={retry} digest={digest} />
    </MiscLayout>
  );
}
