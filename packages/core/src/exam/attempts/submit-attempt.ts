import type { Database } from '@lexam/db';
import { submitBatched } from './submit-batch';
import type { SubmitAttemptInput, SubmittedAttempt } from './types';

export { gradeAttempt, scaledTableOf, toSubmitted } from './grade-attempt';
export { submitAttemptAlone } from './submit-alone';

/**
 * Submits an attempt and grades it, once (the rules: `submitAttemptAlone`). Submits that arrive
 * together are claimed, graded and stored together, in a few queries for the whole group
 * (`submit-batch.ts`); a submit on an idle server runs at once, on its own.
 */
export function submitAttempt({ db }: { db: Database }, input: SubmitAttemptInput): Promise<SubmittedAttempt> {
  return submitBatched(db, input);
}
