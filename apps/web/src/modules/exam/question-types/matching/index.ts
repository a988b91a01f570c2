import type { AnswersResponse, MatchingContent, MatchingKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMatching, blankMatching } from './matching';
import { MatchingPlayer } from './matching-player';
import { MatchingEditor } from './matching-editor';

export const matchingWeb: WebQuestionType<MatchingContent, AnswersResponse, MatchingKey> = {
  id: 'matching',
  Player: MatchingPlayer,
  Editor: MatchingEditor,
  blank: blankMatching,
  answeredNumbers: answeredMatching,
};
