'use client';

import { useSyncExternalStore } from 'react';
import { useAuth } from './auth-provider';
import { isValidToken } from './jwt';
import { tokenStore } from './token-store';

const noSubscription = () => () => {};

/**
 * Whether to treat the visitor as a signed-in learner (Continue and the account menu, never "Sign
 * in"): once the session is resolved, whether it holds a learner; before that, whether the browser
 * holds a learner session (a live token, or a refresh token to get one); on the server and while
 * hydrating, what the server saw in its cookies (`serverSignedIn`), so the first paint is right.
 */
export function useLearnerSignedIn(serverSignedIn = false): boolean {
  const { isInitialized, user } = useAuth();
  const holdsSession = useSyncExternalStore(
    noSubscription,
    () => isValidToken(tokenStore.learnerToken()) || tokenStore.hasValidRefreshToken(),
    () => serverSignedIn,
  );
  return isInitialized ? user !== null : holdsSession;
}
