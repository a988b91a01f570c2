import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { multipleChoiceMany } from './multiple-choice-many';

const { content, key } = multipleChoiceMany.example;
const grade = (response: unknown) => gradeQuestion({ type: 'multiple-choice-many', content, key, response });

describe('multiple-choice-many', () => {
  it('gives one mark per correct letter, in any order', () => {
    expect(grade({ choices: ['D', 'B'] })).toEqual({ marks: 2, maxMarks: 2, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: true }] });
    expect(grade({ choices: ['b', 'd'] }).marks).toBe(2);
  });

  it('gives partial credit for one right letter and one wrong', () => {
    expect(grade({ choices: ['A', 'D'] })).toEqual({ marks: 1, maxMarks: 2, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: false, reason: 'wrong' }] });
  });

  it('counts a repeated letter once and marks the missing letter unanswered', () => {
    expect(grade({ choices: ['B', 'b'] })).toEqual({ marks: 1, maxMarks: 2, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: false, reason: 'unanswered' }] });
  });

  it('scores nothing when more letters are chosen than asked', () => {
    const result = grade({ choices: ['B', 'D', 'A'] });
    expect(result.marks).toBe(0);
    expect(result.parts.map((part) => part.reason)).toEqual(['too-many-choices', 'too-many-choices']);
  });

  it('marks empty, missing and badly shaped responses without throwing', () => {
    expect(grade({ choices: [] }).parts.map((part) => part.reason)).toEqual(['unanswered', 'unanswered']);
    expect(grade(undefined).marks).toBe(0);
    expect(grade({ choice: 'B' }).parts.map((part) => part.reason)).toEqual(['invalid-response', 'invalid-response']);
    expect(grade({ choices: ['Q', 'B'] }).parts).toEqual([{ id: '1', isCorrect: true }, { id: '2', isCorrect: false, reason: 'not-an-option' }]);
  });

  it('refuses a key with the wrong number of letters', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'multiple-choice-many', content, key: { correct: ['B', 'C', 'D'] }, response: null }), 'asks for 2')).toBe(true);
  });
});
