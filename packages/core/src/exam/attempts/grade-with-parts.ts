import { gradeQuestion } from '../question-types';
import type { GradeFn } from './types';

/** The registry's grader for `submitAttempt`: marks and the verdict per part, so the review never regrades. */
export const gradeWithParts: GradeFn = (question, response) =>
  gradeQuestion({ type: question.type, content: question.content, key: question.answerKey, response });
