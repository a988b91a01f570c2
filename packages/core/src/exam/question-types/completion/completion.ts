import { z } from 'zod';
import { defineQuestionType, resultOf } from '../define-question-type';
import type { PartResult } from '../define-question-type';
import { boxItemFor, checkAcceptedAnswers, checkCoverage, checkWordLimit, gradeTypedParts, letterKey, limitFor } from '../grade-parts';
import { acceptedAnswerSchema, answersByPartSchema, optionsSchema, wordLimitSchema } from '../shared-schemas';

/** The printed layouts of a completion task; they differ in how the player lays out `body`, not in marking. */
export const completionVariants = ['sentence', 'summary', 'note', 'table', 'flow-chart', 'form'] as const;

/** A gap in the body is written `[[14]]`: the question number the learner sees beside it. */
const GAP = /\[\[\s*([^\]\s]+)\s*\]\]/g;

/** The blank ids of a completion body, in reading order. */
export function blankIdsOf(body: string): string[] {
  return [...body.matchAll(GAP)].map((match) => match[1] ?? '');
}

/**
 * Completion (sentence, summary, note, table, flow-chart, form): a text with numbered gaps, one mark
 * per gap. Without a word box the learner types, and the matcher marks each gap against the key's
 * accepted answers within the word limit (the key's `wordLimit`, else the one the instruction
 * prints). With a word box the learner gives a box letter or the box words, and the answer is right
 * only when it names the key's box item: exact on the item, never a near spelling.
 */
export const completion = defineQuestionType({
  id: 'completion',
  title: 'Completion (sentence, summary, notes, table, flow-chart, form)',
  contentSchema: z
    .object({
      variant: z.enum(completionVariants),
      instruction: z.string().trim().max(500).optional(),
      title: z.string().trim().max(200).optional(),
      /** The text with `[[id]]` gaps; a table is written as rows of cells separated by `|`. */
      body: z.string().trim().min(1).max(10_000),
      wordBox: optionsSchema(2).optional(),
    })
    .refine((content) => blankIdsOf(content.body).length > 0, { message: 'The body needs at least one [[id]] gap.' })
    .refine((content) => new Set(blankIdsOf(content.body)).size === blankIdsOf(content.body).length, { message: 'Each gap needs its own id.' }),
  keySchema: z.object({
    /** Accepted answers in the matcher syntax; with a word box, the box item id(s) instead. */
    answers: z.record(z.string(), acceptedAnswerSchema),
    wordLimit: wordLimitSchema,
  }),
  responseSchema: z.object({ blanks: answersByPartSchema }),
  checkKey: (content, key) => {
    const problems = checkCoverage({ ids: blankIdsOf(content.body), answers: key.answers, what: 'gap' });
    if (!content.wordBox) return [...problems, ...checkAcceptedAnswers(key.answers), ...checkWordLimit(key.wordLimit)];
    const box = new Set(content.wordBox.map((item) => letterKey(item.id)));
    for (const [id, accepted] of Object.entries(key.answers)) {
      for (const item of [accepted].flat()) {
        if (!box.has(letterKey(item))) problems.push(`The answer ${item} to gap ${id} is not in the word box.`);
      }
    }
    return problems;
  },
  marks: (content) => blankIdsOf(content.body).length,
  grade: ({ content, key, response }) => {
    const ids = blankIdsOf(content.body);
    const box = content.wordBox;
    if (!box) {
      const limit = limitFor({ wordLimit: key.wordLimit, instruction: content.instruction });
      return resultOf(gradeTypedParts({ ids, accepted: key.answers, responses: response?.blanks, limit }));
    }
    return resultOf(ids.map((id): PartResult => {
      const written = response?.blanks[id];
      if (written === undefined || !written.trim()) return { id, isCorrect: false, reason: 'unanswered' };
      const item = boxItemFor({ response: written, box });
      if (item === undefined) return { id, isCorrect: false, reason: 'not-an-option' };
      const accepted = [key.answers[id] ?? []].flat().map(letterKey);
      return accepted.includes(letterKey(item)) ? { id, isCorrect: true } : { id, isCorrect: false, reason: 'wrong' };
    }));
  },
  example: {
    content: {
      variant: 'note',
      instruction: 'Complete the notes below. Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
      title: 'Community garden open day',
      body: 'Meet at the [[1]] beside the main gate.\nTickets cost [[2]] for adults.',
    },
    key: { answers: { '1': '(the) tool shed', '2': '(£)4.50' } },
    response: { blanks: { '1': 'Tool shed', '2': '£4.50' } },
  },
});
