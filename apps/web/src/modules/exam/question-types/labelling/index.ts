import dynamic from 'next/dynamic';
import type { BlanksResponse, LabellingContent, TypedKey } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredLabelling, blankLabelling } from './labelling';
import { LabellingPlayer } from './labelling-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const LabellingEditor = dynamic(() => import('./labelling-editor').then((module) => module.LabellingEditor));

export const labellingWeb: WebQuestionType<LabellingContent, BlanksResponse, TypedKey> = {
  id: 'labelling',
  Player: LabellingPlayer,
  Editor: LabellingEditor,
  blank: blankLabelling,
  answeredNumbers: answeredLabelling,
};
