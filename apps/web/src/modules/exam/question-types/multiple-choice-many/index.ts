import { JsonDraftEditor } from '../shared/json-draft-editor';
import type { MultipleChoiceManyContent, MultipleChoiceManyKey, MultipleChoiceManyResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMultipleChoiceMany, blankMultipleChoiceMany } from './multiple-choice-many';
import { MultipleChoiceManyPlayer } from './multiple-choice-many-player';

export const multipleChoiceManyWeb: WebQuestionType<MultipleChoiceManyContent, MultipleChoiceManyResponse, MultipleChoiceManyKey> = {
  id: 'multiple-choice-many',
  Player: MultipleChoiceManyPlayer,
  Editor: JsonDraftEditor,
  blank: blankMultipleChoiceMany,
  answeredNumbers: answeredMultipleChoiceMany,
};
