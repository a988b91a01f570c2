import type { CardStateName, ContentLanguage, FlashWord, MediaRef, WordCardSummary } from '@lexam/contracts';
import { and, eq, inArray, tables, type Database } from '@lexam/db';
import { loadMedia } from '../content/row-values';

const { flashcardCards } = tables;

export type WordRow = typeof tables.words.$inferSelect;
export type CardRow = typeof flashcardCards.$inferSelect;

export const STATE_NAMES: readonly CardStateName[] = ['new', 'learning', 'review', 'relearning'];

/** The learner's cards of some words, by word id. */
export async function cardsOf(db: Database, userId: number, wordIds: number[]): Promise<Map<number, CardRow>> {
  if (wordIds.length === 0) return new Map();
  const rows = await db.select().from(flashcardCards).where(and(eq(flashcardCards.userId, userId), inArray(flashcardCards.wordId, wordIds)));
  return new Map(rows.map((row) => [row.wordId, row]));
}

export function cardSummary(card: CardRow | undefined): WordCardSummary {
  return card ? { state: STATE_NAMES[card.state] ?? 'new', due: card.due.toISOString() } : { state: 'new', due: null };
}

/** A word's meaning in `language` when it has a translation in it, else the English one. */
export function meaningIn(row: Pick<WordRow, 'meaning' | 'translations'>, language: ContentLanguage | undefined): { meaning: string; language: ContentLanguage } {
  const translated = !language || language === 'en' ? undefined : row.translations?.[language]?.trim();
  return translated ? { meaning: translated, language: language! } : { meaning: row.meaning, language: 'en' };
}

/** Words as the learner reads them, with their media and the learner's card. */
export async function toFlashWords(db: Database, userId: number, rows: WordRow[], language: ContentLanguage | undefined): Promise<FlashWord[]> {
  const media = await loadMedia(db, rows.flatMap((row) => [row.audio, row.image]).filter((id): id is number => id !== null));
  const cards = await cardsOf(db, userId, rows.map((row) => row.id));
  const mediaRef = (id: number | null): MediaRef | null => {
    const found = id === null ? undefined : media.get(id);
    return found ? { id: found.id, url: found.url, mime: found.mime, originalName: found.originalName } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    wordListId: row.wordListId ?? 0,
    term: row.term,
    partOfSpeech: row.partOfSpeech,
    ...meaningIn(row, language),
    meaningEn: row.meaning,
    translations: row.translations ?? {},
    pronunciation: row.pronunciation,
    example: row.example,
    audio: mediaRef(row.audio),
    image: mediaRef(row.image),
    sortOrder: row.sortOrder,
    card: cardSummary(cards.get(row.id)),
  }));
}
