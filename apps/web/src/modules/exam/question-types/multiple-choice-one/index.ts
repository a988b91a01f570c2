import dynamic from 'next/dynamic';
import type { MultipleChoiceOneContent, MultipleChoiceOneKey, MultipleChoiceOneResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMultipleChoiceOne, blankMultipleChoiceOne } from './multiple-choice-one';
import { MultipleChoiceOnePlayer } from './multiple-choice-one-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const MultipleChoiceOneEditor = dynamic(() => import('./multiple-choice-one-editor').then((module) => module.MultipleChoiceOneEditor));

export const multipleChoiceOneWeb: WebQuestionType<MultipleChoiceOneContent, MultipleChoiceOneResponse, MultipleChoiceOneKey> = {
  id: 'multiple-choice-one',
  Player: MultipleChoiceOnePlayer,
  Editor: MultipleChoiceOneEditor,
  blank: blankMultipleChoiceOne,
  answeredNumbers: answeredMultipleChoiceOne,
};
