import { z } from 'zod';
import { ContentLanguageSchema } from '../catalogue/course-index';
import { MediaRefSchema } from '../content/fields';
import { PARTS_OF_SPEECH } from '../content/words';
import { FlashWordSchema, rowId, WordListIdQuerySchema } from './word-lists';

/**
 * Practice, match and test on a list the learner can read (their own or a shared published one):
 * `GET FlashCard/getPractics`, our own `POST FlashCard/startMatch` (the server deals and starts the
 * clock), `POST FlashCard/sendResultMatch`, `GET FlashCard/getTop10`, `GET FlashCard/getQuestion`,
 * `POST FlashCard/sendResultTest`. None of them changes the study schedule.
 */

const isoTime = z.string().describe('ISO 8601 time');

/** `GET FlashCard/getPractics?wordListId&lang&count`: the list's words in a random order, each with choices. */
export const PracticeQuerySchema = WordListIdQuerySchema.extend({
  lang: ContentLanguageSchema.optional(),
  count: z.coerce.number().int().min(1).max(200).default(50),
});
export const PracticeItemOfListSchema = z.object({
  word: FlashWordSchema,
  /** Up to four meanings (in the word's `language`), the word's own among them, shuffled: the choosing step. */
  choices: z.array(z.string()),
});
export const PracticeSetSchema = z.object({ wordListId: z.number().int(), items: z.array(PracticeItemOfListSchema) });

/** A match deals 6 to 8 pairs; the best times are kept per list and pair count. */
export const MATCH_PAIRS = { min: 6, max: 8, default: 6 } as const;
/** `POST FlashCard/startMatch`: deals the pairs and stores the server's start time. */
export const StartMatchBodySchema = z.strictObject({
  wordListId: rowId,
  pairs: z.number().int().min(MATCH_PAIRS.min).max(MATCH_PAIRS.max).default(MATCH_PAIRS.default),
  lang: ContentLanguageSchema.optional(),
});
export const MatchTileSchema = z.object({ key: z.string(), text: z.string() });
export const MatchDealSchema = z.object({
  matchId: z.string(),
  wordListId: z.number().int(),
  pairCount: z.number().int(),
  startedAt: isoTime,
  /** The terms and the meanings, each shuffled; a tile's key says nothing of its partner. */
  terms: z.array(MatchTileSchema),
  meanings: z.array(MatchTileSchema),
});
/** `POST FlashCard/sendResultMatch`: every term paired with its meaning. Timed by the server; once per deal. */
export const MatchResultBodySchema = z.strictObject({
  matchId: z.string().min(1).max(64),
  pairs: z.array(z.strictObject({ termKey: z.string().max(64), meaningKey: z.string().max(64) })).min(1).max(MATCH_PAIRS.max),
});
export const Top10EntrySchema = z.object({ rank: z.number().int(), name: z.string(), durationMs: z.number().int(), finishedAt: isoTime, isMe: z.boolean() });
export const MatchResultSchema = z.object({
  matchId: z.string(),
  wordListId: z.number().int(),
  pairCount: z.number().int(),
  /** From the deal to this result, on the server's clock. */
  durationMs: z.number().int(),
  isPersonalBest: z.boolean(),
  /** The learner's rank on the list's board (their best time); 1 is the fastest. */
  rank: z.number().int(),
});
/** `GET FlashCard/getTop10?wordListId&pairs`: the ten best learners' best times, and the learner's own. */
export const Top10QuerySchema = WordListIdQuerySchema.extend({ pairs: z.coerce.number().int().min(MATCH_PAIRS.min).max(MATCH_PAIRS.max).default(MATCH_PAIRS.default) });
export const Top10Schema = z.object({
  wordListId: z.number().int(),
  pairCount: z.number().int(),
  entries: z.array(Top10EntrySchema),
  /** Null before the learner's first finished match on this board. */
  me: z.object({ rank: z.number().int(), durationMs: z.number().int(), finishedAt: isoTime }).nullable(),
});

/** The kinds of test question. */
export const FLASH_TEST_KINDS = ['multipleChoice', 'written', 'trueFalse'] as const;
export const FlashTestKindSchema = z.enum(FLASH_TEST_KINDS);
/** `GET FlashCard/getQuestion?wordListId&count&kinds=multipleChoice,written,trueFalse&lang`. */
export const FlashTestQuerySchema = WordListIdQuerySchema.extend({
  count: z.coerce.number().int().min(1).max(100).default(10),
  kinds: z
    .string()
    .default(FLASH_TEST_KINDS.join(','))
    .transform((value) => [...new Set(value.split(',').map((kind) => kind.trim()).filter(Boolean))])
    .pipe(z.array(FlashTestKindSchema, { error: `kinds is a comma-separated list of ${FLASH_TEST_KINDS.join(', ')}.` }).min(1, 'Choose at least one kind of question.')),
  lang: ContentLanguageSchema.optional(),
});
const questionBase = { index: z.number().int(), wordId: z.number().int() };
/** Multiple choice: the term; pick its meaning among `choices`. */
export const MultipleChoiceQuestionSchema = z.object({
  ...questionBase,
  kind: z.literal('multipleChoice'),
  term: z.string(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).or(z.string()),
  audio: MediaRefSchema.nullable(),
  choices: z.array(z.string()),
});
/** Written: the meaning; type the term. */
export const WrittenQuestionSchema = z.object({ ...questionBase, kind: z.literal('written'), meaning: z.string(), partOfSpeech: z.enum(PARTS_OF_SPEECH).or(z.string()) });
/** True or false: does `shownMeaning` mean `term`? A false one never shows a meaning the word has. */
export const TrueFalseQuestionSchema = z.object({ ...questionBase, kind: z.literal('trueFalse'), term: z.string(), shownMeaning: z.string() });
export const FlashTestQuestionSchema = z.discriminatedUnion('kind', [MultipleChoiceQuestionSchema, WrittenQuestionSchema, TrueFalseQuestionSchema]);
export const FlashTestSchema = z.object({ wordListId: z.number().int(), language: ContentLanguageSchema, questions: z.array(FlashTestQuestionSchema) });

/** `POST FlashCard/sendResultTest`: the learner's answers, graded on the server against the words. */
export const FlashTestAnswerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ index: z.number().int().min(0).max(1000), kind: z.literal('multipleChoice'), wordId: rowId, answer: z.string().max(1000) }),
  z.strictObject({ index: z.number().int().min(0).max(1000), kind: z.literal('written'), wordId: rowId, answer: z.string().max(200) }),
  z.strictObject({ index: z.number().int().min(0).max(1000), kind: z.literal('trueFalse'), wordId: rowId, shownMeaning: z.string().max(1000), answer: z.boolean().nullable().describe('null: not answered (wrong)') }),
]);
export const FlashTestResultBodySchema = z.strictObject({
  wordListId: rowId,
  lang: ContentLanguageSchema.optional(),
  answers: z.array(FlashTestAnswerSchema).min(1).max(100),
});
/** `correct`, `almost` (a one-letter slip in a written answer: counted wrong, shown kindly), `wrong`. */
export const ANSWER_VERDICTS = ['correct', 'almost', 'wrong'] as const;
export const AnswerVerdictSchema = z.enum(ANSWER_VERDICTS);
export const FlashTestAnswerResultSchema = z.object({
  index: z.number().int(),
  kind: FlashTestKindSchema,
  wordId: z.number().int(),
  term: z.string(),
  /** The word's meaning in the test's language. */
  meaning: z.string(),
  verdict: AnswerVerdictSchema,
  isCorrect: z.boolean(),
  /** What the learner gave; null for a true/false question left unanswered. */
  given: z.union([z.string(), z.boolean()]).nullable(),
  /** The right answer: the meaning (multiple choice), the term (written), true or false. */
  rightAnswer: z.union([z.string(), z.boolean()]),
});
export const FlashTestResultSchema = z.object({
  wordListId: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  results: z.array(FlashTestAnswerResultSchema),
});

export type PracticeQuery = z.infer<typeof PracticeQuerySchema>;
export type PracticeItemOfList = z.infer<typeof PracticeItemOfListSchema>;
export type PracticeSet = z.infer<typeof PracticeSetSchema>;
export type StartMatchBody = z.infer<typeof StartMatchBodySchema>;
export type MatchTile = z.infer<typeof MatchTileSchema>;
export type MatchDeal = z.infer<typeof MatchDealSchema>;
export type MatchResultBody = z.infer<typeof MatchResultBodySchema>;
export type MatchResult = z.infer<typeof MatchResultSchema>;
export type Top10Entry = z.infer<typeof Top10EntrySchema>;
export type Top10Query = z.infer<typeof Top10QuerySchema>;
export type Top10 = z.infer<typeof Top10Schema>;
export type FlashTestKind = z.infer<typeof FlashTestKindSchema>;
export type FlashTestQuery = z.infer<typeof FlashTestQuerySchema>;
export type FlashTestQuestion = z.infer<typeof FlashTestQuestionSchema>;
export type FlashTest = z.infer<typeof FlashTestSchema>;
export type FlashTestAnswer = z.infer<typeof FlashTestAnswerSchema>;
export type FlashTestResultBody = z.infer<typeof FlashTestResultBodySchema>;
export type AnswerVerdict = z.infer<typeof AnswerVerdictSchema>;
export type FlashTestAnswerResult = z.infer<typeof FlashTestAnswerResultSchema>;
export type FlashTestResult = z.infer<typeof FlashTestResultSchema>;
