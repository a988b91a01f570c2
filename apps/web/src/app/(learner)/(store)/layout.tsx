import type { ReactNode } from 'react';
import { StoreProvider } from '@web/lib/store/store-provider';

/**
 * The learner screens that use the redux store (test lists, results, the TOEIC pages, the account).
 * A route group of its own, so the learner home, which does not use it, loads no Redux Toolkit,
 * RTK Query or redux-persist (store-coverage.test.ts checks that no page needing it goes without).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <StoreProvider>{children}</StoreProvider>;
}
