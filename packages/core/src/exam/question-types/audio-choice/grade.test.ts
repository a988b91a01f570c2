import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { audioChoice, audioChoiceLetters } from './audio-choice';

const { content, key } = audioChoice.example;
const grade = (response: unknown, question: { content?: unknown; key?: unknown } = {}) =>
  gradeQuestion({ type: 'audio-choice', content: question.content ?? content, key: question.key ?? key, response });

describe('audio-choice', () => {
  it('offers A–C or A–D', () => {
    expect(audioChoiceLetters(3)).toEqual(['A', 'B', 'C']);
    expect(audioChoiceLetters(4)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('gives one mark for the correct letter, in any case', () => {
    expect(grade({ choice: 'C' })).toEqual({ marks: 1, maxMarks: 1, parts: [{ id: 'answer', isCorrect: true }] });
    expect(grade({ choice: ' c ' }).marks).toBe(1);
  });

  it('tells a wrong letter from one past the choices', () => {
    expect(grade({ choice: 'A' }).parts[0]).toEqual({ id: 'answer', isCorrect: false, reason: 'wrong' });
    const partTwo = { content: { choices: 3 }, key: { correct: 'B' } };
    expect(grade({ choice: 'D' }, partTwo).parts[0]).toEqual({ id: 'answer', isCorrect: false, reason: 'not-an-option' });
    expect(grade({ choice: 'B' }, partTwo).marks).toBe(1);
  });

  it('marks an empty, missing or misshapen answer without throwing', () => {
    expect(grade({ choice: '' }).parts[0]?.reason).toBe('unanswered');
    expect(grade(null)).toEqual({ marks: 0, maxMarks: 1, parts: [{ id: 'answer', isCorrect: false, reason: 'unanswered' }] });
    expect(grade({ choices: ['C'] }).parts[0]?.reason).toBe('invalid-response');
  });

  it('refuses a count other than 3 or 4, statements in the content, or a key past the letters', () => {
    expect(isDomainErrorWith(() => grade(null, { content: { choices: 5 } }), '')).toBe(true);
    expect(isDomainErrorWith(() => grade(null, { content: { choices: 3 }, key: { correct: 'D' } }), 'not one of A, B, C')).toBe(true);
    // Statements smuggled into the content are dropped by the schema, never shown.
    expect(gradeQuestion({ type: 'audio-choice', content: { choices: 3, options: [{ id: 'A', text: 'x' }] }, key: { correct: 'A' }, response: { choice: 'A' } }).marks).toBe(1);
  });
});
