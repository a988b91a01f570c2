'use client';

import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { LoadingScreen } from '@web/components/loading-screen';
import { getStoreBundle } from './make-store';

const noSubscription = () => () => {};

/** Whether the persisted state has been restored; `true` on the server and while hydrating. */
export function useRehydrated(persistor: Persistor | null): boolean {
  const subscribe = useCallback((onChange: () => void) => (persistor ? persistor.subscribe(onChange) : () => {}), [persistor]);
  return useSyncExternalStore(
    persistor ? subscribe : noSubscription,
    () => (persistor ? persistor.getState().bootstrapped : true),
    // The server HTML and the hydration pass always show the page (Lighthouse, 404 tests and
    // crawlers read the server HTML; redux-persist's own PersistGate would render nothing there).
    () => true,
  );
}

/**
 * Gates the UI on the store's restoration (SPEC.md section 4), only in the browser after hydration:
 * the restoration starts when the bundle loads and, with an empty whitelist, ends within a tick, so
 * in practice the page never blinks. Same contract as redux-persist's PersistGate.
 */
export function PersistGate({ persistor, loading = <LoadingScreen />, children }: { persistor: Persistor | null; loading?: ReactNode; children: ReactNode }) {
  const isRehydrated = useRehydrated(persistor);
  return <>{isRehydrated ? children : loading}</>;
}

/** The redux Provider and the restoration gate. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [{ store, persistor }] = useState(getStoreBundle);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor}>{children}</PersistGate>
    </Provider>
  );
}
