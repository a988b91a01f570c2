import { JsonDraftEditor } from '../shared/json-draft-editor';
import type { BlanksResponse, LabellingContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredLabelling, blankLabelling } from './labelling';
import { LabellingPlayer } from './labelling-player';

export const labellingWeb: WebQuestionType<LabellingContent, BlanksResponse, TypedKey> = {
  id: 'labelling',
  Player: LabellingPlayer,
  Editor: JsonDraftEditor,
  blank: blankLabelling,
  answeredNumbers: answeredLabelling,
};
