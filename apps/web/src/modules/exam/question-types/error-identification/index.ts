import dynamic from 'next/dynamic';
import type { ErrorIdentificationContent, ErrorIdentificationKey, ErrorIdentificationResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredErrorIdentification, blankErrorIdentification } from './error-identification';
import { ErrorIdentificationPlayer } from './error-identification-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const ErrorIdentificationEditor = dynamic(() => import('./error-identification-editor').then((module) => module.ErrorIdentificationEditor));

export const errorIdentificationWeb: WebQuestionType<ErrorIdentificationContent, ErrorIdentificationResponse, ErrorIdentificationKey> = {
  id: 'error-identification',
  Player: ErrorIdentificationPlayer,
  Editor: ErrorIdentificationEditor,
  blank: blankErrorIdentification,
  answeredNumbers: answeredErrorIdentification,
};
