import { z } from 'zod';
import { defineQuestionType, resultOf } from './define-question-type';
import type { PartResult } from './define-question-type';
import { checkCoverage } from './grade-parts';
import { answersByPartSchema, itemsSchema } from './shared-schemas';

/** How an answer sheet may write each judgement: `T`, `true`, `NG`, `not given`, any case. */
const SPELLINGS: Record<string, string> = {
  t: 'true', true: 'true', f: 'false', false: 'false',
  y: 'yes', yes: 'yes', n: 'no', no: 'no',
  ng: 'not-given', 'not given': 'not-given', notgiven: 'not-given',
};

/** Reads a written judgement (`NG`, `Not Given`, `not-given`) as its canonical value, or undefined. */
export function readJudgement(value: string): string | undefined {
  return SPELLINGS[value.trim().toLowerCase().replace(/[\s_-]+/g, ' ')];
}

/**
 * Builds a judgement type: statements each answered with one of a fixed set of values (True /
 * False / Not Given about facts, Yes / No / Not Given about the writer's views). One mark per
 * statement. Responses may use the paper spellings (`T`, `NG`); anything else is `not-an-option`.
 */
export function defineJudgementType<const Values extends readonly [string, ...string[]]>({ id, title, values, example }: {
  id: string;
  title: string;
  values: Values;
  example: {
    content: { instruction?: string; statements: { id: string; text: string }[] };
    key: { answers: Record<string, Values[number]> };
    response: { answers: Record<string, string> };
  };
}) {
  const allowed = new Set<string>(values);
  return defineQuestionType({
    id,
    title,
    contentSchema: z.object({
      instruction: z.string().trim().max(500).optional(),
      statements: itemsSchema,
    }),
    keySchema: z.object({ answers: z.record(z.string(), z.enum(values)) }),
    responseSchema: z.object({ answers: answersByPartSchema }),
    checkKey: (content, key) => checkCoverage({ ids: content.statements.map((statement) => statement.id), answers: key.answers, what: 'statement' }),
    marks: (content) => content.statements.length,
    grade: ({ content, key, response }) =>
      resultOf(content.statements.map(({ id }): PartResult => {
        const written = response?.answers[id];
        if (written === undefined || !written.trim()) return { id, isCorrect: false, reason: 'unanswered' };
        const value = readJudgement(written);
        if (value === undefined || !allowed.has(value)) return { id, isCorrect: false, reason: 'not-an-option' };
        return value === key.answers[id] ? { id, isCorrect: true } : { id, isCorrect: false, reason: 'wrong' };
      })),
    example,
  });
}
