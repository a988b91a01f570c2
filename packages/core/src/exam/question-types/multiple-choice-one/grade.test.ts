import { describe, expect, it } from 'vitest';
import { gradeQuestion, learnerView } from '../test-support';
import { multipleChoiceOne } from './multiple-choice-one';

const { content, key } = multipleChoiceOne.example;
const grade = (response: unknown) => gradeQuestion({ type: 'multiple-choice-one', content, key, response });

describe('multiple-choice-one', () => {
  it('gives one mark for the correct letter, in any case', () => {
    expect(grade({ choice: 'B' })).toEqual({ marks: 1, maxMarks: 1, parts: [{ id: 'answer', isCorrect: true }] });
    expect(grade({ choice: ' b ' }).marks).toBe(1);
  });

  it('tells a wrong letter from one not in the list', () => {
    expect(grade({ choice: 'A' }).parts[0]).toEqual({ id: 'answer', isCorrect: false, reason: 'wrong' });
    expect(grade({ choice: 'Z' }).parts[0]).toEqual({ id: 'answer', isCorrect: false, reason: 'not-an-option' });
  });

  it('marks an empty or missing answer as unanswered', () => {
    expect(grade({ choice: '' }).parts[0]?.reason).toBe('unanswered');
    expect(grade(null)).toEqual({ marks: 0, maxMarks: 1, parts: [{ id: 'answer', isCorrect: false, reason: 'unanswered' }] });
  });

  it('marks a response of the wrong shape as invalid, without throwing', () => {
    expect(grade({ choices: ['B'] })).toEqual({ marks: 0, maxMarks: 1, parts: [{ id: 'answer', isCorrect: false, reason: 'invalid-response' }] });
    expect(grade('B').marks).toBe(0);
  });

  it('accepts an empty or absent prompt (a TOEIC Part 6 gap in the group text)', () => {
    const options = content.options;
    expect(gradeQuestion({ type: 'multiple-choice-one', content: { prompt: '', options }, key, response: { choice: 'B' } }).marks).toBe(1);
    expect(learnerView({ type: 'multiple-choice-one', content: { options } })).toEqual({ prompt: '', options });
  });

  it('refuses a key naming a letter that is not an option', () => {
    expect(() => gradeQuestion({ type: 'multiple-choice-one', content, key: { correct: 'F' }, response: { choice: 'F' } })).toThrow('not valid');
  });
});
