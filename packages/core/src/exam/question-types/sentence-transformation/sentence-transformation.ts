import { z } from 'zod';
import { answerKey, parseAcceptedAnswer } from '../../matching';
import { defineQuestionType, resultOf } from '../define-question-type';
import type { PartResult } from '../define-question-type';
import { checkAcceptedAnswers, checkCoverage } from '../grade-parts';
import { acceptedAnswerSchema, answersByPartSchema, partIdSchema, uniqueIds } from '../shared-schemas';

const itemSchema = z.object({
  id: partIdSchema,
  /** The sentence to rewrite. */
  original: z.string().trim().min(1).max(2000),
  /** The key word the new sentence must use (printed in capitals beside it). */
  prompt: z.string().trim().min(1).max(100).optional(),
  /** The given beginning of the new sentence, printed before the learner's gap. */
  start: z.string().trim().min(1).max(500).optional(),
  /** The given end of the new sentence, printed after the gap. */
  end: z.string().trim().min(1).max(500).optional(),
});

type Item = z.output<typeof itemSchema>;

/**
 * The forms a comparison key may stand for: as written, and without the given start and/or end.
 * Applied to the response (a learner who types the whole new sentence is not wrong) and to the key
 * (an author who writes the whole new sentence means the same words in the gap).
 */
function unframedKeys({ key, item }: { key: string; item: Item }): string[] {
  const start = item.start ? answerKey(item.start) : '';
  const end = item.end ? answerKey(item.end) : '';
  const withoutStart = start && key.startsWith(`${start} `) ? key.slice(start.length + 1) : key;
  const keys = [key, withoutStart];
  for (const form of [key, withoutStart]) {
    if (end && form.endsWith(` ${end}`)) keys.push(form.slice(0, -(end.length + 1)));
  }
  return keys;
}

/** Marks one rewritten sentence: blank is unanswered, else the matcher's keys must meet. */
export function gradeTransformation({ item, accepted, response }: { item: Item; accepted: string | string[] | undefined; response: string | undefined }): PartResult {
  if (response === undefined || !response.trim()) return { id: item.id, isCorrect: false, reason: 'unanswered' };
  if (!answerKey(response)) return { id: item.id, isCorrect: false, reason: 'empty' };
  if (accepted === undefined) return { id: item.id, isCorrect: false, reason: 'mismatch' };
  const keys = new Set([...parseAcceptedAnswer(accepted).keys].flatMap((key) => unframedKeys({ key, item })));
  return unframedKeys({ key: answerKey(response), item }).some((key) => keys.has(key)) ? { id: item.id, isCorrect: true } : { id: item.id, isCorrect: false, reason: 'mismatch' };
}

/**
 * Sentence transformation (grammar tests): "Complete the second sentence so that it means the same
 * as the first, using the word given." The learner types the words between the given `start` and
 * `end`; the key lists them in the matcher syntax (`../../matching`: alternatives, optional words).
 * Compared as the matcher compares (case, spaces, punctuation anywhere, so the final full stop is
 * ignored); contractions are not expanded: `didn't` and `did not` are both right only when the key
 * lists both. A learner who types the given start or end again is not penalised, and a key written
 * as the whole new sentence means the words between them. One mark per item.
 */
export const sentenceTransformation = defineQuestionType({
  id: 'sentence-transformation',
  title: 'Sentence transformation',
  contentSchema: z.object({
    instruction: z.string().trim().max(500).optional(),
    items: uniqueIds(z.array(itemSchema).min(1).max(50), 'item'),
  }),
  keySchema: z.object({ answers: z.record(z.string(), acceptedAnswerSchema) }),
  responseSchema: z.object({ answers: answersByPartSchema }),
  checkKey: (content, key) => [
    ...checkCoverage({ ids: content.items.map((item) => item.id), answers: key.answers, what: 'sentence' }),
    ...checkAcceptedAnswers(key.answers),
  ],
  marks: (content) => content.items.length,
  grade: ({ content, key, response }) =>
    resultOf(content.items.map((item) => gradeTransformation({ item, accepted: key.answers[item.id], response: response?.answers[item.id] }))),
  example: {
    content: {
      instruction: 'Complete the second sentence so that it means the same as the first. Use the word given.',
      items: [
        { id: '1', original: 'I started working here five years ago.', prompt: 'FOR', start: 'I have', end: 'five years.' },
        { id: '2', original: '“Don’t touch the wires,” the electrician said to us.', prompt: 'TOLD', start: 'The electrician', end: 'the wires.' },
      ],
    },
    key: {
      answers: {
        '1': "(been) working here for / worked here for",
        '2': ['told us not to touch'],
      },
    },
    response: { answers: { '1': 'been working here for', '2': 'The electrician told us not to touch the wires.' } },
  },
});
