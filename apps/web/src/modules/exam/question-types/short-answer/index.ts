import type { AnswersResponse, ShortAnswerContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredShortAnswer, blankShortAnswer } from './short-answer';
import { ShortAnswerPlayer } from './short-answer-player';
import { ShortAnswerEditor } from './short-answer-editor';

export const shortAnswerWeb: WebQuestionType<ShortAnswerContent, AnswersResponse, TypedKey> = {
  id: 'short-answer',
  Player: ShortAnswerPlayer,
  Editor: ShortAnswerEditor,
  blank: blankShortAnswer,
  answeredNumbers: answeredShortAnswer,
};
