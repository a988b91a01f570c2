import type { FlashWord } from '@lexam/contracts';

/** What a card shows of its word, whatever call it came from. */
export interface CardWord {
  id: number;
  term: string;
  partOfSpeech: string;
  pronunciation: string | null;
  /** In the learner's language where the word has a translation, else English. */
  meaning: string;
  /** The English meaning, shown beside a translated one. */
  meaningEn?: string;
  example: string;
  audioUrl: string | null;
  imageUrl: string | null;
}

export function toCardWord(word: FlashWord): CardWord {
  return {
    id: word.id,
    term: word.term,
    partOfSpeech: word.partOfSpeech,
    pronunciation: word.pronunciation,
    meaning: word.meaning,
    meaningEn: word.meaningEn,
    example: word.example,
    audioUrl: word.audio?.url ?? null,
    imageUrl: word.image?.url ?? null,
  };
}
