import { JsonDraftEditor } from '../shared/json-draft-editor';
import type { AnswersResponse, ShortAnswerContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredShortAnswer, blankShortAnswer } from './short-answer';
import { ShortAnswerPlayer } from './short-answer-player';

export const shortAnswerWeb: WebQuestionType<ShortAnswerContent, AnswersResponse, TypedKey> = {
  id: 'short-answer',
  Player: ShortAnswerPlayer,
  Editor: JsonDraftEditor,
  blank: blankShortAnswer,
  answeredNumbers: answeredShortAnswer,
};
