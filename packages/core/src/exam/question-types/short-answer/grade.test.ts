import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';
import { shortAnswer } from './short-answer';

const { content, key } = shortAnswer.example;
const grade = (response: unknown) => gradeQuestion({ type: 'short-answer', content, key, response });

describe('short-answer', () => {
  it('marks typed answers with the matcher: alternatives, numbers in words', () => {
    expect(grade({ answers: { '1': 'an audio guide', '2': '3' } }).marks).toBe(2);
    expect(grade({ answers: { '1': 'Audio-guides', '2': 'three' } }).marks).toBe(2);
  });

  it('gives partial credit, with the matcher’s reasons', () => {
    expect(grade({ answers: { '1': 'a map', '2': 'three tours every single day' } })).toEqual({
      marks: 0,
      maxMarks: 2,
      parts: [{ id: '1', isCorrect: false, reason: 'mismatch' }, { id: '2', isCorrect: false, reason: 'over-limit' }],
    });
  });

  it('marks empty, missing and badly shaped responses without throwing', () => {
    expect(grade({ answers: { '1': '' } }).parts.map((part) => part.reason)).toEqual(['empty', 'unanswered']);
    expect(grade({ answer: 'audio guide' }).parts.map((part) => part.reason)).toEqual(['invalid-response', 'invalid-response']);
  });

  it('marks without a limit when neither the key nor the instruction names one', () => {
    const free = { questions: content.questions };
    expect(gradeQuestion({ type: 'short-answer', content: free, key, response: { answers: { '1': 'an audio guide', '2': '3' } } }).marks).toBe(2);
  });

  it('refuses a key that misses a question', () => {
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'short-answer', content, key: { answers: { '1': 'map' } }, response: null }), 'question 2')).toBe(true);
  });
});
