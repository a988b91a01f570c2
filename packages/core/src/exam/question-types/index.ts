import type { QuestionType } from './define-question-type';
import { completion } from './completion/completion';
import { labelling } from './labelling/labelling';
import { matching } from './matching/matching';
import { multipleChoiceMany } from './multiple-choice-many/multiple-choice-many';
import { multipleChoiceOne } from './multiple-choice-one/multiple-choice-one';
import { createQuestionTypeRegistry } from './registry';
import { shortAnswer } from './short-answer/short-answer';
import { trueFalseNotGiven } from './true-false-not-given/true-false-not-given';
import { yesNoNotGiven } from './yes-no-not-given/yes-no-not-given';

export * from './define-question-type';
export * from './define-judgement-type';
export * from './registry';
export { blankIdsOf, completion, completionVariants } from './completion/completion';
export { labelling, labellingVariants } from './labelling/labelling';
export { matching, matchingVariants } from './matching/matching';
export { multipleChoiceMany } from './multiple-choice-many/multiple-choice-many';
export { multipleChoiceOne } from './multiple-choice-one/multiple-choice-one';
export { shortAnswer } from './short-answer/short-answer';
export { trueFalseNotGiven } from './true-false-not-given/true-false-not-given';
export { yesNoNotGiven } from './yes-no-not-given/yes-no-not-given';

/** Every question type of the engine; adding a type is adding it here (and its folder). */
export const questionTypes: readonly QuestionType[] = [
  multipleChoiceOne,
  multipleChoiceMany,
  trueFalseNotGiven,
  yesNoNotGiven,
  matching,
  completion,
  shortAnswer,
  labelling,
];

/** The engine's registry of `questionTypes`. */
export const questionTypeRegistry = createQuestionTypeRegistry(questionTypes);

/** See `createQuestionTypeRegistry`. */
export const { questionTypeFor, checkQuestion, gradeQuestion, marksFor, learnerView } = questionTypeRegistry;
