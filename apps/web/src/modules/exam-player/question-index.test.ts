import { describe, expect, it } from 'vitest';
import { answeredNumbers, indexQuestions, sectionOfNumber, summarizeProgress } from './question-index';

const test = {
  sections: [
    { groups: [{ questions: [{ id: 10, number: 1, numbers: [1], type: 'tfng', content: {} }, { id: 11, number: 2, numbers: [2, 3, 4], type: 'completion', content: {} }] }] },
    { groups: [{ questions: [{ id: 20, number: 5, numbers: [], type: 'mc', content: {} }] }] },
  ],
} as never;

describe('question index', () => {
  it('lists every number with its question and section', () => {
    expect(indexQuestions(test)).toEqual([
      { number: 1, questionId: 10, sectionIndex: 0 },
      { number: 2, questionId: 11, sectionIndex: 0 },
      { number: 3, questionId: 11, sectionIndex: 0 },
      { number: 4, questionId: 11, sectionIndex: 0 },
      { number: 5, questionId: 20, sectionIndex: 1 },
    ]);
    expect(sectionOfNumber(indexQuestions(test), 5)).toBe(1);
    expect(sectionOfNumber(indexQuestions(test), 99)).toBe(0);
  });

  it('asks the question type which numbers a response answers; null answers nothing', () => {
    const responses = new Map<number, unknown>([[10, null], [11, { blanks: { '2': 'x', '4': 'y' } }], [20, { choice: 'A' }]]);
    const answered = answeredNumbers({
      test,
      responses,
      answeredOf: ({ type, numbers, response }) => (type === 'completion' ? Object.keys((response as { blanks: object }).blanks).map(Number) : numbers),
    });
    expect([...answered].sort()).toEqual([2, 4, 5]);
    expect(summarizeProgress({ slots: indexQuestions(test), answered, flagged: new Set([1, 2, 77]) })).toEqual({ total: 5, answered: 3, unanswered: 2, flagged: 2 });
  });
});
