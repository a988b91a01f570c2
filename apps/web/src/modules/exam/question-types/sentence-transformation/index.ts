import dynamic from 'next/dynamic';
import type { AnswersResponse, SentenceTransformationContent, SentenceTransformationKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredSentenceTransformation, blankSentenceTransformation } from './sentence-transformation';
import { SentenceTransformationPlayer } from './sentence-transformation-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const SentenceTransformationEditor = dynamic(() => import('./sentence-transformation-editor').then((module) => module.SentenceTransformationEditor));

export const sentenceTransformationWeb: WebQuestionType<SentenceTransformationContent, AnswersResponse, SentenceTransformationKey> = {
  id: 'sentence-transformation',
  Player: SentenceTransformationPlayer,
  Editor: SentenceTransformationEditor,
  blank: blankSentenceTransformation,
  answeredNumbers: answeredSentenceTransformation,
};
