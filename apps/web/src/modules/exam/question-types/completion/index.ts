import type { BlanksResponse, CompletionContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredCompletion, blankCompletion } from './completion';
import { CompletionPlayer } from './completion-player';
import { CompletionEditor } from './completion-editor';

export const completionWeb: WebQuestionType<CompletionContent, BlanksResponse, TypedKey> = {
  id: 'completion',
  Player: CompletionPlayer,
  Editor: CompletionEditor,
  blank: blankCompletion,
  answeredNumbers: answeredCompletion,
};
