import { fileURLToPath } from 'node:url';
import { academicIeltsList } from './data/academic-ielts';
import { businessToeicList } from './data/business-toeic';
import { phrasalVerbsList } from './data/phrasal-verbs';
import type { DemoWordList } from './types';

export type { DemoWord, DemoWordList } from './types';
export { audioFileOf } from './define';

/**
 * The shared demo word lists (original text written for Lexam): academic words for IELTS, business
 * words for TOEIC and everyday phrasal verbs, each word with its meaning in the five interface
 * languages, British IPA, an example and a recording in `demoWordAudioDir`
 * (made by scripts/generate-word-audio.mjs).
 */
export const DEMO_WORD_LISTS: DemoWordList[] = [academicIeltsList, businessToeicList, phrasalVerbsList];

/** The folder of the words' recordings (`DemoWord.audio` is a file name in it). */
export const demoWordAudioDir = fileURLToPath(new URL('./audio/', import.meta.url));
