import type { QuestionDraft } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { answeredByPosition, recordOf } from '../shared/review';

/** The values of the two judgement types, as the core type stores them, in printed order. */
export const TRUE_FALSE_VALUES = ['true', 'false', 'not-given'] as const;
export const YES_NO_VALUES = ['yes', 'no', 'not-given'] as const;

/** The paper spellings the core type accepts (`T`, `NG`, `Not Given`), read as the canonical value. */
const SPELLINGS: Record<string, string> = {
  t: 'true', true: 'true', f: 'false', false: 'false',
  y: 'yes', yes: 'yes', n: 'no', no: 'no',
  ng: 'not-given', 'not given': 'not-given', notgiven: 'not-given',
};

/** Reads a written judgement as its canonical value (`NG` → `not-given`), or '' when it is none. */
export function readJudgement(value: string | undefined): string {
  return SPELLINGS[(value ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ')] ?? '';
}

/** A new statement list with one statement. */
export function blankJudgement({ numbers, value }: { numbers: number[]; value: string }): QuestionDraft<JudgementContent, JudgementKey> {
  const id = String(numbers[0] ?? 1);
  return { content: { statements: [{ id, text: '' }] }, answerKey: { answers: { [id]: value } } };
}

/** The statements with a judgement given, numbered by position. */
export function answeredJudgement({ numbers, content, response }: { numbers: number[]; content: JudgementContent; response: AnswersResponse | null }): number[] {
  return answeredByPosition({ ids: content.statements.map((statement) => statement.id), numbers, answers: recordOf(response?.answers) });
}
