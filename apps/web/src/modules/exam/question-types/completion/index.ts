import dynamic from 'next/dynamic';
import type { BlanksResponse, CompletionContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredCompletion, blankCompletion } from './completion';
import { CompletionPlayer } from './completion-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const CompletionEditor = dynamic(() => import('./completion-editor').then((module) => module.CompletionEditor));

export const completionWeb: WebQuestionType<CompletionContent, BlanksResponse, TypedKey> = {
  id: 'completion',
  Player: CompletionPlayer,
  Editor: CompletionEditor,
  blank: blankCompletion,
  answeredNumbers: answeredCompletion,
};
