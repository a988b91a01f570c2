import type { z } from 'zod';
import type { MatchReason } from '../matching';

/**
 * Why one part of a question earned no mark. `unanswered`: nothing was sent for it; `invalid-response`:
 * the whole response had the wrong shape (a player bug or a tampered request), so it is marked as if
 * unanswered rather than thrown; `not-an-option`: a letter that is not in the list; `too-many-choices`:
 * more letters than the question asks for; the rest come from the typed-answer matcher.
 */
export type PartReason = MatchReason | 'unanswered' | 'invalid-response' | 'wrong' | 'not-an-option' | 'too-many-choices';

/** The verdict on one markable part (a blank, a statement, one of the letters of "Choose TWO"). */
export interface PartResult {
  id: string;
  isCorrect: boolean;
  reason?: PartReason;
}

/** The marks of one question: `maxMarks` always equals the type's `marks(content, key)`. */
export interface GradeResult {
  marks: number;
  maxMarks: number;
  parts: PartResult[];
}

/**
 * One question type of the exam engine (ARCHITECTURE.md, "The exam engine"). The content is what
 * the learner sees; the key is stored apart so the learner DTO can never carry it; the response is
 * what a player sends. Grading is pure, so an attempt can be regraded by replaying its steps.
 */
export interface QuestionType<
  ContentSchema extends z.ZodType = z.ZodType,
  KeySchema extends z.ZodType = z.ZodType,
  ResponseSchema extends z.ZodType = z.ZodType,
> {
  /** Kebab-case, unique; the web player and admin form of the type live under the same id. */
  id: string;
  /** The name an author picks the type by. */
  title: string;
  contentSchema: ContentSchema;
  keySchema: KeySchema;
  responseSchema: ResponseSchema;
  /**
   * The problems of a key that parses but does not fit its content (an answer for a blank that does
   * not exist, a letter not in the list); an empty array when the pair is sound.
   */
  checkKey(content: z.output<ContentSchema>, key: z.output<KeySchema>): string[];
  /** How many marks the question is worth: IELTS gives one per blank, statement or correct letter. */
  marks(content: z.output<ContentSchema>, key: z.output<KeySchema>): number;
  /** Pure marking; `response` is null when nothing (or nothing readable) was sent. */
  grade(input: {
    content: z.output<ContentSchema>;
    key: z.output<KeySchema>;
    response: z.output<ResponseSchema> | null;
  }): GradeResult;
  /** An invented, correctly answered example: a template for authors and a self-test for the registry. */
  example: { content: z.input<ContentSchema>; key: z.input<KeySchema>; response: z.input<ResponseSchema> };
}

/** Declares a question type; only there so the schemas' types flow into `grade` and `marks`. */
export function defineQuestionType<
  ContentSchema extends z.ZodType,
  KeySchema extends z.ZodType,
  ResponseSchema extends z.ZodType,
>(definition: QuestionType<ContentSchema, KeySchema, ResponseSchema>): QuestionType<ContentSchema, KeySchema, ResponseSchema> {
  return definition;
}

/** Adds up part results into a grade; every part is worth one mark, as in IELTS. */
export function resultOf(parts: PartResult[]): GradeResult {
  return { marks: parts.filter((part) => part.isCorrect).length, maxMarks: parts.length, parts };
}
