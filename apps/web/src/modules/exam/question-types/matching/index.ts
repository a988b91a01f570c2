import dynamic from 'next/dynamic';
import type { AnswersResponse, MatchingContent, MatchingKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMatching, blankMatching } from './matching';
import { MatchingPlayer } from './matching-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const MatchingEditor = dynamic(() => import('./matching-editor').then((module) => module.MatchingEditor));

export const matchingWeb: WebQuestionType<MatchingContent, AnswersResponse, MatchingKey> = {
  id: 'matching',
  Player: MatchingPlayer,
  Editor: MatchingEditor,
  blank: blankMatching,
  answeredNumbers: answeredMatching,
};
