import type { MultipleChoiceOneContent, MultipleChoiceOneKey, MultipleChoiceOneResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMultipleChoiceOne, blankMultipleChoiceOne } from './multiple-choice-one';
import { MultipleChoiceOnePlayer } from './multiple-choice-one-player';
import { MultipleChoiceOneEditor } from './multiple-choice-one-editor';

export const multipleChoiceOneWeb: WebQuestionType<MultipleChoiceOneContent, MultipleChoiceOneResponse, MultipleChoiceOneKey> = {
  id: 'multiple-choice-one',
  Player: MultipleChoiceOnePlayer,
  Editor: MultipleChoiceOneEditor,
  blank: blankMultipleChoiceOne,
  answeredNumbers: answeredMultipleChoiceOne,
};
