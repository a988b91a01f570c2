import dynamic from 'next/dynamic';
import type { AnswersResponse, ShortAnswerContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredShortAnswer, blankShortAnswer } from './short-answer';
import { ShortAnswerPlayer } from './short-answer-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const ShortAnswerEditor = dynamic(() => import('./short-answer-editor').then((module) => module.ShortAnswerEditor));

export const shortAnswerWeb: WebQuestionType<ShortAnswerContent, AnswersResponse, TypedKey> = {
  id: 'short-answer',
  Player: ShortAnswerPlayer,
  Editor: ShortAnswerEditor,
  blank: blankShortAnswer,
  answeredNumbers: answeredShortAnswer,
};
