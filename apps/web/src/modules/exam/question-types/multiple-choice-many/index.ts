import type { MultipleChoiceManyContent, MultipleChoiceManyKey, MultipleChoiceManyResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMultipleChoiceMany, blankMultipleChoiceMany } from './multiple-choice-many';
import { MultipleChoiceManyPlayer } from './multiple-choice-many-player';
import { MultipleChoiceManyEditor } from './multiple-choice-many-editor';

export const multipleChoiceManyWeb: WebQuestionType<MultipleChoiceManyContent, MultipleChoiceManyResponse, MultipleChoiceManyKey> = {
  id: 'multiple-choice-many',
  Player: MultipleChoiceManyPlayer,
  Editor: MultipleChoiceManyEditor,
  blank: blankMultipleChoiceMany,
  answeredNumbers: answeredMultipleChoiceMany,
};
