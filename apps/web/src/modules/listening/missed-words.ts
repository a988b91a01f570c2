import { bareWord, type DictationWord } from '@lexam/contracts';

/** The title of the learner's own list the missed words go to (found by it, made when missing). */
export const MISSED_LIST_TITLE = 'Missed words';

export interface MissedWord {
  term: string;
  /** The sentence with the word blanked out: the card's back asks for the word heard in it. */
  meaning: string;
  /** The whole sentence. */
  example: string;
}

/**
 * The words of a check that were wrong or missing, as flashcards: the term as written (lower case
 * at the start of the sentence), the sentence with it blanked out, and the sentence. Each term once.
 */
export function missedWords(words: DictationWord[], transcript: string): MissedWord[] {
  const sentence = transcript.trim().slice(0, 1000);
  const seen = new Set<string>();
  const out: MissedWord[] = [];
  let position = -1;
  for (const word of words) {
    if (word.expected === undefined) continue;
    position += 1;
    if (word.status !== 'wrong' && word.status !== 'missing') continue;
    const bare = bareWord(word.expected);
    if (!bare || /^\d/.test(bare)) continue;
    const term = position === 0 && bare !== 'I' ? bare.toLowerCase() : bare;
    if (seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const blanked = sentence.replace(new RegExp(`(^|[^\\p{L}\\p{N}'])${escaped}(?![\\p{L}\\p{N}'])`, 'u'), `$1${'_'.repeat(Math.max(bare.length, 3))}`);
    out.push({ term: term.slice(0, 120), meaning: blanked, example: sentence });
  }
  return out;
}
