'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';

// Server-rendered as usual; in the browser the screen is its own chunk, fetched when it is shown.
// Should that fetch fail too, the error reaches global-error.tsx, which needs nothing from the network.
const ServerErrorScreen = dynamic(() => import('@web/modules/misc/views/server-error-screen').then((module) => module.ServerErrorScreen));

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
  return <ServerErrorScreen onRetry={retry} digest={digest} />;
}
