import { JsonDraftEditor } from '../shared/json-draft-editor';
import type { AnswersResponse, MatchingContent, MatchingKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMatching, blankMatching } from './matching';
import { MatchingPlayer } from './matching-player';

export const matchingWeb: WebQuestionType<MatchingContent, AnswersResponse, MatchingKey> = {
  id: 'matching',
  Player: MatchingPlayer,
  Editor: JsonDraftEditor,
  blank: blankMatching,
  answeredNumbers: answeredMatching,
};
