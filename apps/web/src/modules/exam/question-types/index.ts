import { audioChoiceWeb } from './audio-choice';
import { completionWeb } from './completion';
import { errorIdentificationWeb } from './error-identification';
import { labellingWeb } from './labelling';
import { matchingWeb } from './matching';
import { multipleChoiceManyWeb } from './multiple-choice-many';
import { multipleChoiceOneWeb } from './multiple-choice-one';
import { sentenceTransformationWeb } from './sentence-transformation';
import { shortAnswerWeb } from './short-answer';
import { trueFalseNotGivenWeb } from './true-false-not-given';
import type { WebQuestionType } from './types';
import { yesNoNotGivenWeb } from './yes-no-not-given';

export type { QuestionDraft, QuestionEditorProps, QuestionPlayerProps, WebQuestionType } from './types';
export { formatAcceptedAnswers } from './shared/accepted-answers';
export { repeatsInstruction } from './shared/repeated-instruction';

/**
 * The web half of every question type, one entry per core type id (the same order as the core's
 * `questionTypes`). Adding a type is adding its folder and a line here; nothing switches on ids.
 */
export const webQuestionTypes: readonly WebQuestionType[] = [
  multipleChoiceOneWeb,
  multipleChoiceManyWeb,
  trueFalseNotGivenWeb,
  yesNoNotGivenWeb,
  matchingWeb,
  completionWeb,
  shortAnswerWeb,
  labellingWeb,
  audioChoiceWeb,
  errorIdentificationWeb,
  sentenceTransformationWeb,
];

const byId = new Map(webQuestionTypes.map((type) => [type.id, type]));

/** The web question type of a core type id; undefined for an id the web does not know (show a notice, never crash). */
export function webQuestionTypeFor(id: string): WebQuestionType | undefined {
  return byId.get(id);
}
