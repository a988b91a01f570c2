'use client';

import { useEffect } from 'react';
import { MiscLayout } from '@web/layouts/misc/misc-layout';
import { ServerErrorView } from '@web/modules/misc/views/server-error-view';

type ErrorPageProps = {
  /** What was thrown; an `Error` from a server component carries a `digest` to find it in the logs. */
  error: unknown;
  /** Fetches and renders the failed segment again. */
  retry: () => void;
};

/** The 500 screen for a runtime error under the root layout. */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
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
