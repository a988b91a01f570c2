import { JsonDraftEditor } from '../shared/json-draft-editor';
import type { MultipleChoiceOneContent, MultipleChoiceOneKey, MultipleChoiceOneResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredMultipleChoiceOne, blankMultipleChoiceOne } from './multiple-choice-one';
import { MultipleChoiceOnePlayer } from './multiple-choice-one-player';

export const multipleChoiceOneWeb: WebQuestionType<MultipleChoiceOneContent, MultipleChoiceOneResponse, MultipleChoiceOneKey> = {
  id: 'multiple-choice-one',
  Player: MultipleChoiceOnePlayer,
  Editor: JsonDraftEditor,
  blank: blankMultipleChoiceOne,
  answeredNumbers: answeredMultipleChoiceOne,
};
