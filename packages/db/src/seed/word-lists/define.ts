import type { DemoWord, DemoWordList } from './types';

/** A word as written in the data files: its audio file name is derived from the list key and the term. */
export type DemoWordEntry = Omit<DemoWord, 'audio'>;

/** The audio file name of a word: `<list key>-<term>.mp3`, lowercase, a-z0-9 and dashes only. */
export function audioFileOf(listKey: string, term: string): string {
  const slug = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${listKey}-${slug}.mp3`;
}

/** A demo word list whose words get their audio file names from `audioFileOf`. */
export function defineWordList(list: Omit<DemoWordList, 'words'>, entries: DemoWordEntry[]): DemoWordList {
  return { ...list, words: entries.map((entry) => ({ ...entry, audio: audioFileOf(list.key, entry.term) })) };
}
