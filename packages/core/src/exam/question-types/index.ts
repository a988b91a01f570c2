import type { QuestionType } from './define-question-type';
import { audioChoice } from './audio-choice/audio-choice';
import { completion } from './completion/completion';
import { errorIdentification } from './error-identification/error-identification';
import { labelling } from './labelling/labelling';
import { matching } from './matching/matching';
import { multipleChoiceMany } from './multiple-choice-many/multiple-choice-many';
import { multipleChoiceOne } from './multiple-choice-one/multiple-choice-one';
import { createQuestionTypeRegistry } from './registry';
import { sentenceTransformation } from './sentence-transformation/sentence-transformation';
import { shortAnswer } from './short-answer/short-answer';
import { trueFalseNotGiven } from './true-false-not-given/true-false-not-given';
import { yesNoNotGiven } from './yes-no-not-given/yes-no-not-given';

export * from './define-question-type';
export * from './define-judgement-type';
export * from './registry';
export { audioChoice, audioChoiceLetters } from './audio-choice/audio-choice';
export { blankIdsOf, completion, completionVariants } from './completion/completion';
export { errorIdentification, parseErrorSentence, segmentLettersOf, type SentencePiece } from './error-identification/error-identification';
export { labelling, labellingVariants } from './labelling/labelling';
export { matching, matchingVariants } from './matching/matching';
export { multipleChoiceMany } from './multiple-choice-many/multiple-choice-many';
export { multipleChoiceOne } from './multiple-choice-one/multiple-choice-one';
export { gradeTransformation, sentenceTransformation } from './sentence-transformation/sentence-transformation';
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
  audioChoice,
  errorIdentification,
  sentenceTransformation,
];

/** The engine's registry of `questionTypes`. */
export const questionTypeRegistry = createQuestionTypeRegistry(questionTypes);

/** See `createQuestionTypeRegistry`. */
export const { questionTypeFor, checkQuestion, gradeQuestion, marksFor, learnerView } = questionTypeRegistry;
