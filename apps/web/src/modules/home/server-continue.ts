import type { ContinueItems, ProgressSummary } from '@lexam/contracts';
import { learnerGetOnServer } from '@web/lib/api/in-process-api';
import { serverLearnerToken } from '@web/lib/auth/server-session';

/**
 * What the learner can continue, read on the server for the home's HTML with the learner's token
 * (the token's cookie mirror). `undefined` when the server has no token (the browser then asks);
 * null when it asked and got no answer (the row is left out).
 */
export async function serverContinueItems(): Promise<ContinueItems | null | undefined> {
  const token = await serverLearnerToken();
  if (!token) return undefined;
  const summary = await learnerGetOnServer<ProgressSummary>('/api/learner/Progress/getSummary', token);
  return summary?.continue ?? null;
}
