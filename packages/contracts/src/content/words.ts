import { z } from 'zod';
import { choice, json, longText, media, text } from './fields';

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb', 'phrase', 'preposition', 'conjunction', 'pronoun', 'determiner', 'interjection'] as const;

/** A word's meaning in the other interface languages; English is `meaning` itself. */
export const WordTranslationsSchema = z.strictObject({
  fr: z.string().trim().max(500).optional(),
  vn: z.string().trim().max(500).optional(),
  cn: z.string().trim().max(500).optional(),
  ar: z.string().trim().max(500).optional(),
});
export type WordTranslations = z.infer<typeof WordTranslationsSchema>;

/**
 * The fields of a word, declared once: a passage's vocabulary (`NewWords`), a grammar unit's new
 * words and a word list's words are all words of this shape, in one table, so a word met in a
 * passage goes into a flashcard list as it is.
 */
export const wordFields = {
  term: text({ max: 120, search: true, sort: true }),
  partOfSpeech: choice(PARTS_OF_SPEECH, { filter: true, sort: true, default: 'noun' }),
  meaning: longText({ max: 1000, search: true }),
  translations: json(WordTranslationsSchema, { default: {} }),
  pronunciation: text({ max: 120, optional: true }),
  example: longText({ max: 1000 }),
  audio: media('audio', { optional: true }),
  image: media('image', { optional: true }),
};
