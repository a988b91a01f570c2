'use client';

import dynamic from 'next/dynamic';

/**
 * The 404 screen as a lazy chunk, for the root not-found boundary: Next puts that boundary's client
 * components into every page's first load, and the screen (its illustration, its links) is only
 * needed when an address is unknown. Server-rendered as usual; the browser fetches the chunk when
 * it hydrates or shows a 404.
 */
export const LazyNotFoundView = dynamic(() => import('./not-found-view').then((module) => module.NotFoundView));
