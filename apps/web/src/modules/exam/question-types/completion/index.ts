import { JsonDraftEditor } from '../shared/json-draft-editor';
import type { BlanksResponse, CompletionContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredCompletion, blankCompletion } from './completion';
import { CompletionPlayer } from './completion-player';

export const completionWeb: WebQuestionType<CompletionContent, BlanksResponse, TypedKey> = {
  id: 'completion',
  Player: CompletionPlayer,
  Editor: JsonDraftEditor,
  blank: blankCompletion,
  answeredNumbers: answeredCompletion,
};
