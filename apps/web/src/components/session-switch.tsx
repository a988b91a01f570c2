'use client';

import type { ReactNode } from 'react';
import { useLearnerSignedIn } from '@web/lib/auth/use-learner-signed-in';

/**
 * Shows `signedIn` to a signed-in learner and `signedOut` to anyone else. Both are drawn by the
 * server; it picks from its cookies (`serverSignedIn`) and the browser corrects it, if need be, as
 * soon as it knows the session (use-learner-signed-in.ts).
 */
export function SessionSwitch({ serverSignedIn, signedIn, signedOut }: { serverSignedIn: boolean; signedIn: ReactNode; signedOut: ReactNode }) {
  return useLearnerSignedIn(serverSignedIn) ? signedIn : signedOut;
}
