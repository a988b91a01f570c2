import { describe, expect, it } from 'vitest';
import { gradeQuestion, isDomainErrorWith } from '../test-support';

const content = {
  items: [
    { id: '1', original: 'I started working here five years ago.', prompt: 'FOR', start: 'I have', end: 'five years.' },
    { id: '2', original: 'He last saw her in 2019.', prompt: 'SEEN', start: 'He', end: 'since 2019.' },
    { id: '3', original: 'It isn’t necessary to bring food.', prompt: 'HAVE' },
  ],
};
const key = {
  answers: {
    '1': '(been) working here for / worked here for',
    '2': ["hasn't seen her", 'has not seen her'],
    '3': "You don't have to bring (any) food",
  },
};
const gradeOne = (id: string, answer: string | undefined) => {
  const result = gradeQuestion({ type: 'sentence-transformation', content, key, response: answer === undefined ? { answers: {} } : { answers: { [id]: answer } } });
  return result.parts.find((part) => part.id === id);
};

describe('sentence-transformation', () => {
  it('gives one mark per sentence, three in all', () => {
    const result = gradeQuestion({ type: 'sentence-transformation', content, key, response: { answers: { '1': 'worked here for', '2': "hasn't seen her", '3': "you don't have to bring food" } } });
    expect(result).toEqual({ marks: 3, maxMarks: 3, parts: ['1', '2', '3'].map((id) => ({ id, isCorrect: true })) });
  });

  it('accepts the right words, whatever their case and spacing', () => {
    expect(gradeOne('1', '  Been   WORKING here for ')?.isCorrect).toBe(true);
  });

  it('accepts each listed alternative, whole or as an array entry', () => {
    expect(gradeOne('1', 'worked here for')?.isCorrect).toBe(true);
    expect(gradeOne('2', 'has not seen her')?.isCorrect).toBe(true);
  });

  it('accepts an answer with or without an optional word', () => {
    expect(gradeOne('1', 'working here for')?.isCorrect).toBe(true);
    expect(gradeOne('3', "You don't have to bring any food")?.isCorrect).toBe(true);
    expect(gradeOne('3', "You don't have to bring food")?.isCorrect).toBe(true);
  });

  it('refuses a wrong or missing word', () => {
    expect(gradeOne('1', 'been worked here for')).toEqual({ id: '1', isCorrect: false, reason: 'mismatch' });
    expect(gradeOne('2', 'has seen her')?.reason).toBe('mismatch');
    expect(gradeOne('3', "You don't have bring food")?.reason).toBe('mismatch');
  });

  it('expands no contraction: "do not" is right only when the key lists it', () => {
    expect(gradeOne('2', 'has not seen her')?.isCorrect).toBe(true);
    expect(gradeOne('3', 'You do not have to bring food')?.reason).toBe('mismatch');
    // A curly apostrophe is the same as a straight one.
    expect(gradeOne('2', 'hasn’t seen her')?.isCorrect).toBe(true);
  });

  it('ignores punctuation, the final full stop included', () => {
    expect(gradeOne('3', "You don't have to bring food.")?.isCorrect).toBe(true);
    expect(gradeOne('3', "you don't have to bring food!")?.isCorrect).toBe(true);
    expect(gradeOne('1', 'been working here, for')?.isCorrect).toBe(true);
  });

  it('forgives the given start and end typed again', () => {
    expect(gradeOne('1', 'I have been working here for five years.')?.isCorrect).toBe(true);
    expect(gradeOne('1', 'I have been working here for')?.isCorrect).toBe(true);
    expect(gradeOne('2', "hasn't seen her since 2019")?.isCorrect).toBe(true);
    expect(gradeOne('1', 'I have been working here for six years')?.isCorrect).toBe(false);
  });

  it('reads a key written as the whole new sentence as the words between start and end', () => {
    const whole = { answers: { '1': 'I have been working here for five years.', '2': "He hasn't seen her since 2019", '3': "You don't have to bring food" } };
    const grade = (answers: Record<string, string>) => gradeQuestion({ type: 'sentence-transformation', content, key: whole, response: { answers } });
    expect(grade({ '1': 'been working here for', '2': "He hasn't seen her since 2019." }).marks).toBe(2);
    expect(grade({ '1': 'working here for' }).marks).toBe(0);
  });

  it('marks an empty or missing answer as unanswered, punctuation alone as empty', () => {
    expect(gradeOne('1', undefined)).toEqual({ id: '1', isCorrect: false, reason: 'unanswered' });
    expect(gradeOne('1', '   ')?.reason).toBe('unanswered');
    expect(gradeOne('1', '...')).toEqual({ id: '1', isCorrect: false, reason: 'empty' });
  });

  it('marks a response of the wrong shape as invalid, without throwing', () => {
    const result = gradeQuestion({ type: 'sentence-transformation', content, key, response: { choice: 'A' } });
    expect(result.marks).toBe(0);
    expect(result.parts.every((part) => part.reason === 'invalid-response')).toBe(true);
  });

  it('refuses a key that misses or adds a sentence, or that the matcher cannot read', () => {
    const refuses = (answers: Record<string, string>, text: string) =>
      isDomainErrorWith(() => gradeQuestion({ type: 'sentence-transformation', content, key: { answers }, response: null }), text);
    expect(refuses({ '1': 'a', '2': 'b' }, 'no answer for sentence 3')).toBe(true);
    expect(refuses({ '1': 'a', '2': 'b', '3': 'c', '4': 'd' }, 'sentence 4, which the content does not have')).toBe(true);
    expect(refuses({ '1': '(been working', '2': 'b', '3': 'c' }, 'leaves a bracket open')).toBe(true);
  });

  it('refuses two items with one id', () => {
    const twice = { items: [{ id: '1', original: 'a' }, { id: '1', original: 'b' }] };
    expect(isDomainErrorWith(() => gradeQuestion({ type: 'sentence-transformation', content: twice, key: { answers: { '1': 'x' } }, response: null }), 'its own id')).toBe(true);
  });
});
