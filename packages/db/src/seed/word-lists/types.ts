import type { PARTS_OF_SPEECH } from '@lexam/contracts';
export interface DemoWord { term: string; partOfSpeech: (typeof PARTS_OF_SPEECH)[number]; meaning: string; translations: { fr: string; vn: string; cn: string; ar: string }; pronunciation: string; example: string; audio: string }
export interface DemoWordList { key: string; title: string; description: string; words: DemoWord[] }
