import type { PARTS_OF_SPEECH } from '@lexam/contracts';

/** A demo shared word list, seeded once by its `key`. */
export interface DemoWordList {
  key: string;
  title: string;
  description: string;
  words: DemoWord[];
}

/** A demo word; `audio` is a file name in `packages/db/src/seed/word-lists/audio/` (an .mp3). */
export interface DemoWord {
  term: string;
  partOfSpeech: (typeof PARTS_OF_SPEECH)[number];
  meaning: string;
  translations: { fr: string; vn: string; cn: string; ar: string };
  pronunciation: string;
  example: string;
  audio: string;
}
