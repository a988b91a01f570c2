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
