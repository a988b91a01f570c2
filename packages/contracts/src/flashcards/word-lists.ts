import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from '../common/row-id';
import { ContentLanguageSchema } from '../catalogue/course-index';
import { PageQuerySchema } from '../common/pagination';
import { MediaRefSchema } from '../content/fields';
import { PARTS_OF_SPEECH, WordTranslationsSchema } from '../content/words';

/**
 * The learner's word-list calls (API.md: `WordList/getWordList`, `WordList/getWordListById`,
 * `POST WordList`, `PUT WordList/{id}`, `DELETE WordList/{ownerId}/{wordListId}`,
 * `Words/getWordsByWordListId`, `POST Words`, `PUT Words/{id}`, `DELETE Words/{wordListId}/{wordId}`,
 * and our own `POST WordList/import`, `GET WordList/export`). A learner reads the shared published
 * lists and their own, and writes only their own: a shared list is copied (`POST WordList
 * { copyFromId }`) to be studied or edited.
 */

export const flashId = rowIdParamSchema;
/** A row's id in a JSON body. */
export const rowId = rowIdSchema;
const isoTime = z.string().describe('ISO 8601 time');

/** Which lists `getWordList` answers: the learner's own, the shared ones, or both (own first). */
export const WORD_LIST_SCOPES = ['all', 'mine', 'shared'] as const;
export const WordListScopeSchema = z.enum(WORD_LIST_SCOPES);

/** `GET WordList/getWordList`: a page of lists (`x-pagination` header). */
export const WordListQuerySchema = PageQuerySchema.extend({ scope: WordListScopeSchema.default('all') });
/** `GET WordList/getWordListById?wordListId=` and every call on one list. */
export const WordListIdQuerySchema = z.object({ wordListId: flashId });

/** The learner's schedule on a list: words never studied, due now, and studied. */
export const WordListCountsSchema = z.object({
  wordCount: z.number().int(),
  /** Words with no card yet (never studied). */
  newCount: z.number().int(),
  /** Cards due now (learning, relearning or review). */
  dueCount: z.number().int(),
  /** Cards studied at least once. */
  studiedCount: z.number().int(),
});

/** A list as the learner sees it. A shared list has `ownerId` null and is read-only to learners. */
export const WordListSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ownerId: z.number().int().nullable(),
  /** The signed-in learner owns it (may edit, study, reset, import into). */
  isOwn: z.boolean(),
  /** A shared list published by admins. */
  isShared: z.boolean(),
  /** The shared list it was copied from; null for a list made from scratch. */
  copiedFromId: z.number().int().nullable(),
  counts: WordListCountsSchema,
  createdAt: isoTime,
  updatedAt: isoTime,
});

const title = z.string().trim().min(1, 'Give the list a title.').max(200, 'At most 200 characters.');
const description = z.string().trim().max(2000, 'At most 2000 characters.');

/**
 * `POST WordList`: a new empty list (`title`), or a copy of a shared published list or of one of
 * the learner's own (`copyFromId`, the title defaults to the original's).
 */
export const CreateWordListBodySchema = z.union([
  z.strictObject({ title, description: description.default('') }),
  z.strictObject({ copyFromId: rowId, title: title.optional(), description: description.optional() }),
]);
/** `PUT WordList/{id}`: only what is sent changes. */
export const UpdateWordListBodySchema = z.strictObject({ title: title.optional(), description: description.optional() });
export const WordListIdParamsSchema = z.object({ id: flashId });
/** `DELETE WordList/{ownerId}/{wordListId}`: the owner is the token's; a path owner that differs is refused 403. */
export const DeleteWordListParamsSchema = z.object({ ownerId: flashId, wordListId: flashId });

/** The learner's card of a word: its FSRS state and when it is next due (null: never studied). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const CardStateNameSchema = z.enum(CARD_STATES);
export const WordCardSummarySchema = z.object({ state: CardStateNameSchema, due: isoTime.nullable() });

/** A word of a list, as the learner reads it. */
export const FlashWordSchema = z.object({
  id: z.number().int(),
  wordListId: z.number().int(),
  term: z.string(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).or(z.string()),
  /** In `language` when the word has a translation in it; the English meaning otherwise. */
  meaning: z.string(),
  /** The English meaning, always. */
  meaningEn: z.string(),
  language: ContentLanguageSchema,
  translations: WordTranslationsSchema,
  pronunciation: z.string().nullable(),
  example: z.string(),
  /** Null: the browser's speech synthesis speaks the term. */
  audio: MediaRefSchema.nullable(),
  image: MediaRefSchema.nullable(),
  sortOrder: z.number().int(),
  card: WordCardSummarySchema,
});

/** `GET Words/getWordsByWordListId`: a page of the list's words in order (`x-pagination` header). */
export const WordsOfListQuerySchema = PageQuerySchema.extend({ wordListId: flashId, lang: ContentLanguageSchema.optional() });

const wordInput = {
  term: z.string().trim().min(1, 'Give the word.').max(120, 'At most 120 characters.'),
  partOfSpeech: z.enum(PARTS_OF_SPEECH, { error: `The part of speech is one of ${PARTS_OF_SPEECH.join(', ')}.` }),
  meaning: z.string().trim().min(1, 'Give the meaning.').max(1000, 'At most 1000 characters.'),
  translations: WordTranslationsSchema,
  pronunciation: z.string().trim().max(120, 'At most 120 characters.').nullable(),
  example: z.string().trim().max(1000, 'At most 1000 characters.'),
};

/** `POST Words`: a new word in one of the learner's lists, written by hand. */
export const CreateWordBodySchema = z.strictObject({
  wordListId: rowId,
  term: wordInput.term,
  partOfSpeech: wordInput.partOfSpeech.default('noun'),
  meaning: wordInput.meaning,
  translations: wordInput.translations.default({}),
  pronunciation: wordInput.pronunciation.optional(),
  example: wordInput.example.default(''),
});
/**
 * `POST Words { wordListId, fromWordId }`: a word the learner can read (a passage's vocabulary, a
 * shared list's word) copied as it is, audio and picture included, into one of their lists.
 */
export const CopyWordBodySchema = z.strictObject({ wordListId: rowId, fromWordId: rowId });
export const AddWordBodySchema = z.union([CopyWordBodySchema, CreateWordBodySchema]);
/** `PUT Words/{id}`: only what is sent changes. */
export const UpdateWordBodySchema = z.strictObject({
  term: wordInput.term.optional(),
  partOfSpeech: wordInput.partOfSpeech.optional(),
  meaning: wordInput.meaning.optional(),
  translations: wordInput.translations.optional(),
  pronunciation: wordInput.pronunciation.optional(),
  example: wordInput.example.optional(),
});
export const WordIdParamsSchema = z.object({ id: flashId });
export const DeleteWordParamsSchema = z.object({ wordListId: flashId, wordId: flashId });

/** Import and export as Anki and Quizlet read and write them. */
export const WORD_LIST_FORMATS = ['csv', 'tsv'] as const;
export const WordListFormatSchema = z.enum(WORD_LIST_FORMATS);
/** The most text an import takes (about 10 000 words). */
export const MAX_IMPORT_CHARACTERS = 1_000_000;
export const MAX_IMPORT_ROWS = 5000;

/**
 * `POST WordList/import`: rows of `term, meaning[, pronunciation, example, partOfSpeech]`, comma- or
 * tab-separated (`auto`: tabs when the first line has one), fields quoted with `"` where needed, a
 * header row optional (recognised by its column names). Into one of the learner's lists
 * (`wordListId`) or a new list (`title`). All or nothing: any bad row answers 400 with every bad
 * row in `errors` (`field` `body.text`, `params.line` counted from 1, `message` the reason) and
 * nothing is written.
 */
export const ImportWordListBodySchema = z
  .strictObject({
    wordListId: rowId.optional(),
    title: title.optional(),
    format: z.enum(['auto', ...WORD_LIST_FORMATS]).default('auto'),
    text: z.string().min(1, 'The file is empty.').max(MAX_IMPORT_CHARACTERS, 'The file is too long (at most 1 000 000 characters).'),
  })
  .refine((body) => (body.wordListId === undefined) !== (body.title === undefined), { message: 'Send either wordListId (import into a list) or title (a new list).', path: ['wordListId'] });
export const ImportWordListResultSchema = z.object({ wordList: WordListSummarySchema, imported: z.number().int() });

/** `GET WordList/export?wordListId&format`: the file itself (text/csv or text/tab-separated-values), with a header row. */
export const ExportWordListQuerySchema = WordListIdQuerySchema.extend({ format: WordListFormatSchema.default('csv') });

export type WordListScope = z.infer<typeof WordListScopeSchema>;
export type WordListQuery = z.infer<typeof WordListQuerySchema>;
export type WordListCounts = z.infer<typeof WordListCountsSchema>;
export type WordListSummary = z.infer<typeof WordListSummarySchema>;
export type CreateWordListBody = z.infer<typeof CreateWordListBodySchema>;
export type UpdateWordListBody = z.infer<typeof UpdateWordListBodySchema>;
export type CardStateName = z.infer<typeof CardStateNameSchema>;
export type WordCardSummary = z.infer<typeof WordCardSummarySchema>;
export type FlashWord = z.infer<typeof FlashWordSchema>;
export type WordsOfListQuery = z.infer<typeof WordsOfListQuerySchema>;
export type CreateWordBody = z.infer<typeof CreateWordBodySchema>;
export type CopyWordBody = z.infer<typeof CopyWordBodySchema>;
export type AddWordBody = z.infer<typeof AddWordBodySchema>;
export type UpdateWordBody = z.infer<typeof UpdateWordBodySchema>;
export type WordListFormat = z.infer<typeof WordListFormatSchema>;
export type ImportWordListBody = z.infer<typeof ImportWordListBodySchema>;
export type ImportWordListResult = z.infer<typeof ImportWordListResultSchema>;
export type ExportWordListQuery = z.infer<typeof ExportWordListQuerySchema>;
