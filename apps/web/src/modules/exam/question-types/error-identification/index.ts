import type { ErrorIdentificationContent, ErrorIdentificationKey, ErrorIdentificationResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredErrorIdentification, blankErrorIdentification } from './error-identification';
import { ErrorIdentificationEditor } from './error-identification-editor';
import { ErrorIdentificationPlayer } from './error-identification-player';

export const errorIdentificationWeb: WebQuestionType<ErrorIdentificationContent, ErrorIdentificationResponse, ErrorIdentificationKey> = {
  id: 'error-identification',
  Player: ErrorIdentificationPlayer,
  Editor: ErrorIdentificationEditor,
  blank: blankErrorIdentification,
  answeredNumbers: answeredErrorIdentification,
};
