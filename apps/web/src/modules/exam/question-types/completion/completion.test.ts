import { describe, expect, it } from 'vitest';
import { answeredCompletion, blankCompletion, readableAnswerOf } from './completion';

describe('completion helpers', () => {
  it('makes a blank with one gap and one key entry per number', () => {
    const draft = blankCompletion([7, 8]);
    expect(draft.content.body).toBe('[[7]]\n[[8]]');
    expect(Object.keys(draft.answerKey.answers)).toEqual(['7', '8']);
  });

  it('answers the gaps with text, numbered by reading order', () => {
    const content = { variant: 'note' as const, body: 'a [[x]] b [[y]]' };
    expect(answeredCompletion({ numbers: [7, 8], content, response: { blanks: { y: 'hi', x: ' ' } } })).toEqual([8]);
    expect(answeredCompletion({ numbers: [7, 8], content, response: null })).toEqual([]);
  });

  it('writes the right answer out, with the word-box words when there is a box', () => {
    expect(readableAnswerOf({ accepted: 'one/an hour' })).toBe('one hour / an hour');
    expect(readableAnswerOf({ accepted: 'A', wordBox: [{ id: 'A', text: 'twice' }] })).toBe('A (twice)');
    expect(readableAnswerOf({ accepted: undefined })).toBe('');
  });
});
