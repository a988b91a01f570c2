import dynamic from 'next/dynamic';
import type { AudioChoiceContent, AudioChoiceKey, AudioChoiceResponse } from '../shared/content-types';
import type { WebQuestionType } from '../types';
import { answeredAudioChoice, blankAudioChoice } from './audio-choice';
import { AudioChoicePlayer } from './audio-choice-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const AudioChoiceEditor = dynamic(() => import('./audio-choice-editor').then((module) => module.AudioChoiceEditor));

export const audioChoiceWeb: WebQuestionType<AudioChoiceContent, AudioChoiceResponse, AudioChoiceKey> = {
  id: 'audio-choice',
  Player: AudioChoicePlayer,
  Editor: AudioChoiceEditor,
  blank: blankAudioChoice,
  answeredNumbers: answeredAudioChoice,
};
