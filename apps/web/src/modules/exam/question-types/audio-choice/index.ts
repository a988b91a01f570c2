import type { AudioChoiceContent, AudioChoiceKey, AudioChoiceResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredAudioChoice, blankAudioChoice } from './audio-choice';
import { AudioChoiceEditor } from './audio-choice-editor';
import { AudioChoicePlayer } from './audio-choice-player';

export const audioChoiceWeb: WebQuestionType<AudioChoiceContent, AudioChoiceResponse, AudioChoiceKey> = {
  id: 'audio-choice',
  Player: AudioChoicePlayer,
  Editor: AudioChoiceEditor,
  blank: blankAudioChoice,
  answeredNumbers: answeredAudioChoice,
};
