import { z } from 'zod';

/** The id of a markable part: the question number printed beside a blank or statement (`'14'`). */
export const partIdSchema = z.string().trim().min(1).max(20);

/** A letter (or roman numeral for headings) the learner picks, with the text printed beside it. */
export const optionSchema = z.object({
  id: z.string().trim().min(1).max(8),
  text: z.string().trim().min(1).max(1000),
});

/** A statement, question or blank the learner answers, numbered as printed. */
export const itemSchema = z.object({
  id: partIdSchema,
  text: z.string().trim().min(1).max(2000),
});

/** An author's accepted answer in the matcher syntax (`(the) river bank`, `colour/color`) or a list of them. */
export const acceptedAnswerSchema = z.union([
  z.string().trim().min(1).max(500),
  z.array(z.string().trim().min(1).max(500)).min(1).max(20),
]);

/** What a player sends per part: kept as plain strings so one odd value never spoils the others. */
export const answersByPartSchema = z.record(z.string(), z.string().max(1000));

/**
 * A word-limit instruction for typed answers (`NO MORE THAN TWO WORDS AND/OR A NUMBER`), kept in the
 * key when the printed instruction should not be trusted to carry it.
 */
export const wordLimitSchema = z.string().trim().min(1).max(200).optional();

/** Refines a list so its `id`s are unique: two options both labelled `B` cannot be marked. */
export function uniqueIds<Item extends { id: string }>(schema: z.ZodType<Item[]>, what: string) {
  return schema.refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: `Each ${what} needs its own id.`,
  });
}

/** Options as a list of at least `min`, each with its own id. */
export function optionsSchema(min: number) {
  return uniqueIds(z.array(optionSchema).min(min).max(30), 'option');
}

/** Items (statements, questions) as a non-empty list, each with its own id. */
export const itemsSchema = uniqueIds(z.array(itemSchema).min(1).max(50), 'item');
