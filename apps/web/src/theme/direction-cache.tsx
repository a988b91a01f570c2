'use client';

import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useMemo, useState, type ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import type { ThemeDirection } from '@web/settings/settings-cookies';

/**
 * Emotion options of each direction; the RTL cache flips left/right, margins, paddings… No vendor
 * prefixer: Emotion compiles with its own stylis (4.2), and the app's stylis 4.4 `prefixer` breaks
 * it on `::placeholder` and `:read-only` rules (its `lift` needs AST fields 4.2 does not make),
 * crashing any screen whose styles have one. The browsers we support need no prefixes.
 */
export function emotionCacheOptions(direction: ThemeDirection) {
  return direction === 'rtl' ? { key: 'rtl', stylisPlugins: [rtlPlugin] } : { key: 'css', stylisPlugins: [] };
}

/**
 * The server renders with the Emotion cache of the request's direction (AppRouterCacheProvider,
 * configured in lib/app-providers). When the user switches direction in the browser, the subtree
 * moves to a client cache of the other direction: swapping the context value (not remounting)
 * re-renders every styled component with flipped styles and keeps all component state.
 */
export function DirectionCache({ direction, children }: { direction: ThemeDirection; children: ReactNode }) {
  const serverCache = useEmotionCache();
  const [serverDirection] = useState(direction);
  const otherCache = useMemo(() => {
    const other = emotionCacheOptions(serverDirection === 'rtl' ? 'ltr' : 'rtl');
    return createCache({ ...other, key: `${other.key}-client` });
  }, [serverDirection]);

  if (!serverCache) return <>{children}</>;
  return <CacheProvider value={direction === serverDirection ? serverCache : otherCache}>{children}</CacheProvider>;
}
