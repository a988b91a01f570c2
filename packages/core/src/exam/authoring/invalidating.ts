import { forgetAllAttemptStates } from '../attempts/attempt-state-cache';
import { invalidateTestContent } from '../learner/test-content-cache';

/**
 * Drops the cached test content (learner views and answer keys) and the attempts' cached states
 * after any authoring change: a removed section or question takes the attempts' answers to it along.
 */
export function dropCachedTestContent(): void {
  invalidateTestContent();
  forgetAllAttemptStates();
}
