import type { QuestionDraft } from '../types';
import type { AnswersResponse, MatchingContent, MatchingKey, MatchingVariant } from '../shared/content-types';
import { answeredByPosition, recordOf } from '../shared/review';

/** Roman numerals for heading lists (i–xx), the way the exam prints them. */
export const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii', 'xviii', 'xix', 'xx'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The id of option `index` in a variant's list: roman numerals for headings, capital letters otherwise. */
export function optionIdAt({ variant, index }: { variant: MatchingVariant; index: number }): string {
  const list = variant === 'headings' ? ROMAN : LETTERS;
  return list[index] ?? String(index + 1);
}

/** A new matching question of two items and three options, each item given a different option. */
export function blankMatching(numbers: number[]): QuestionDraft<MatchingContent, MatchingKey> {
  const variant: MatchingVariant = 'headings';
  const count = Math.max(1, numbers.length);
  const items = Array.from({ length: count }, (_, index) => ({ id: String(numbers[index] ?? index + 1), text: '' }));
  const options = Array.from({ length: count + 1 }, (_, index) => ({ id: optionIdAt({ variant, index }), text: '' }));
  return {
    content: { variant, items, options, optionsReusable: false },
    answerKey: { answers: Object.fromEntries(items.map((item, index) => [item.id, options[index]?.id ?? ''])) },
  };
}

/** The items with an option chosen, numbered by position. */
export function answeredMatching({ numbers, content, response }: { numbers: number[]; content: MatchingContent; response: AnswersResponse | null }): number[] {
  return answeredByPosition({ ids: content.items.map((item) => item.id), numbers, answers: recordOf(response?.answers) });
}
