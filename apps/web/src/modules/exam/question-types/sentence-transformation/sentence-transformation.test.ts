import { describe, expect, it } from 'vitest';
import { answeredSentenceTransformation, blankSentenceTransformation, framedAnswer, withItemField } from './sentence-transformation';

describe('sentence-transformation (web)', () => {
  it('starts with one sentence per number', () => {
    expect(blankSentenceTransformation([4, 5])).toEqual({
      content: { items: [{ id: '4', original: '' }, { id: '5', original: '' }] },
      answerKey: { answers: { '4': '', '5': '' } },
    });
    expect(blankSentenceTransformation([]).content.items).toEqual([{ id: '1', original: '' }]);
  });

  it('counts the sentences with something typed', () => {
    const content = { items: [{ id: 'a', original: 'x' }, { id: 'b', original: 'y' }] };
    expect(answeredSentenceTransformation({ numbers: [7, 8], content, response: { answers: { a: ' ', b: 'told us' } } })).toEqual([8]);
    expect(answeredSentenceTransformation({ numbers: [7, 8], content, response: null })).toEqual([]);
  });

  it('removes an optional field left empty', () => {
    const item = { id: '1', original: 'x', prompt: 'FOR' };
    expect(withItemField({ item, field: 'start', value: 'I have' })).toEqual({ ...item, start: 'I have' });
    expect(withItemField({ item, field: 'prompt', value: '' })).toEqual({ id: '1', original: 'x' });
  });

  it('frames an answer with the given start and end', () => {
    expect(framedAnswer({ item: { id: '1', original: 'x', start: 'I have', end: 'five years.' }, answer: 'been here for' })).toBe('I have been here for five years.');
    expect(framedAnswer({ item: { id: '1', original: 'x' }, answer: 'been here' })).toBe('been here');
    expect(framedAnswer({ item: { id: '1', original: 'x', start: 'I have', end: 'five years.' }, answer: 'I have been here for five years' })).toBe('I have been here for five years');
  });
});
