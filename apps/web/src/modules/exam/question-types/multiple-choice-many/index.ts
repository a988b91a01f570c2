import dynamic from 'next/dynamic';
import type { MultipleChoiceManyContent, MultipleChoiceManyKey, MultipleChoiceManyResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMultipleChoiceMany, blankMultipleChoiceMany } from './multiple-choice-many';
import { MultipleChoiceManyPlayer } from './multiple-choice-many-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const MultipleChoiceManyEditor = dynamic(() => import('./multiple-choice-many-editor').then((module) => module.MultipleChoiceManyEditor));

export const multipleChoiceManyWeb: WebQuestionType<MultipleChoiceManyContent, MultipleChoiceManyResponse, MultipleChoiceManyKey> = {
  id: 'multiple-choice-many',
  Player: MultipleChoiceManyPlayer,
  Editor: MultipleChoiceManyEditor,
  blank: blankMultipleChoiceMany,
  answeredNumbers: answeredMultipleChoiceMany,
};
