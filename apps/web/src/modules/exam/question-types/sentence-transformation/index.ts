import type { AnswersResponse, SentenceTransformationContent, SentenceTransformationKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredSentenceTransformation, blankSentenceTransformation } from './sentence-transformation';
import { SentenceTransformationEditor } from './sentence-transformation-editor';
import { SentenceTransformationPlayer } from './sentence-transformation-player';

export const sentenceTransformationWeb: WebQuestionType<SentenceTransformationContent, AnswersResponse, SentenceTransformationKey> = {
  id: 'sentence-transformation',
  Player: SentenceTransformationPlayer,
  Editor: SentenceTransformationEditor,
  blank: blankSentenceTransformation,
  answeredNumbers: answeredSentenceTransformation,
};
