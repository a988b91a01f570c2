import type { BlanksResponse, LabellingContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredLabelling, blankLabelling } from './labelling';
import { LabellingPlayer } from './labelling-player';
import { LabellingEditor } from './labelling-editor';

export const labellingWeb: WebQuestionType<LabellingContent, BlanksResponse, TypedKey> = {
  id: 'labelling',
  Player: LabellingPlayer,
  Editor: LabellingEditor,
  blank: blankLabelling,
  answeredNumbers: answeredLabelling,
};
