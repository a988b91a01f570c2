import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { trueFalseNotGiven } from './true-false-not-given';

const { content, key } = trueFalseNotGiven.example;
const grade = (response: unknown) => gradeQuestion({ type: 'true-false-not-given', content, key, response });

describe('true-false-not-given', () => {
  it('gives one mark per statement, reading the paper spellings', () => {
    expect(grade({ answers: { '1': 'T', '2': 'false', '3': 'NG' } }).marks).toBe(3);
    expect(grade({ answers: { '1': 'true', '2': 'FALSE', '3': 'not-given' } }).marks).toBe(3);
  });

  it('gives partial credit and names each wrong part', () => {
    expect(grade({ answers: { '1': 'false', '2': 'false', '3': 'yes' } })).toEqual({
      marks: 1,
      maxMarks: 3,
      parts: [
        { id: '1', isCorrect: false, reason: 'wrong' },
        { id: '2', isCorrect: true },
        { id: '3', isCorrect: false, reason: 'not-an-option' },
      ],
    });
  });

  it('marks empty and missing statements unanswered, and a bad shape invalid', () => {
    expect(grade({ answers: { '1': '  ' } }).parts.map((part) => part.reason)).toEqual(['unanswered', 'unanswered', 'unanswered']);
    expect(grade({ answers: ['true'] }).parts.every((part) => part.reason === 'invalid-response')).toBe(true);
  });

  it('refuses a key that misses a statement or answers one that does not exist', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'true-false-not-given', content, key: { answers: { '1': 'true', '2': 'false', '9': 'true' } }, response: null }), 'statement 3')).toBe(true);
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'true-false-not-given', content, key: { answers: { '1': 'yes', '2': 'false', '3': 'true' } }, response: null }), '')).toBe(true);
  });
});
