import { describe, expect, it } from 'vitest';
import { gradeQuestion } from '../test-support';
import { yesNoNotGiven } from './yes-no-not-given';

const { content, key } = yesNoNotGiven.example;
const grade = (response: unknown) => gradeQuestion({ type: 'yes-no-not-given', content, key, response });

describe('yes-no-not-given', () => {
  it('gives one mark per statement, reading Y / N / NG', () => {
    expect(grade({ answers: { '1': 'N', '2': 'Not Given' } })).toEqual({ marks: 2, maxMarks: 2, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: true }] });
  });

  it('does not accept True / False in a Yes / No question', () => {
    expect(grade({ answers: { '1': 'false', '2': 'NG' } }).parts[0]).toEqual({ id: '1', isCorrect: false, reason: 'not-an-option' });
  });

  it('marks a wrong judgement wrong and a missing one unanswered', () => {
    expect(grade({ answers: { '1': 'yes' } }).parts).toEqual([{ id: '1', isCorrect: false, reason: 'wrong' }, { id: '2', isCorrect: false, reason: 'unanswered' }]);
  });
});
