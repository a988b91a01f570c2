import { describe, expect, it } from 'vitest';
import { answeredByPosition, markOf, markOfPart, numberAt, recordOf } from './review';

describe('markOf', () => {
  it('reads right, wrong and skipped from a verdict', () => {
    expect(markOf({ id: '1', isCorrect: true })).toBe('right');
    expect(markOf({ id: '1', isCorrect: false, reason: 'wrong' })).toBe('wrong');
    expect(markOf({ id: '1', isCorrect: false, reason: 'over-limit' })).toBe('wrong');
    expect(markOf({ id: '1', isCorrect: false, reason: 'unanswered' })).toBe('skipped');
    expect(markOf({ id: '1', isCorrect: false, reason: 'invalid-response' })).toBe('skipped');
    expect(markOf(undefined)).toBe('skipped');
  });

  it('finds a part by id, and says nothing outside review', () => {
    const parts = [{ id: '7', isCorrect: true }, { id: '8', isCorrect: false, reason: 'wrong' }];
    expect(markOfPart(parts, '8')).toBe('wrong');
    expect(markOfPart(parts, '9')).toBe('skipped');
    expect(markOfPart(undefined, '7')).toBeUndefined();
  });
});

describe('answeredByPosition', () => {
  it('numbers each answered part by its position, ignoring blanks', () => {
    expect(answeredByPosition({ ids: ['a', 'b', 'c'], numbers: [4, 5, 6], answers: { a: 'x', b: '  ', c: 'y' } })).toEqual([4, 6]);
    expect(answeredByPosition({ ids: ['a'], numbers: [], answers: { a: 'x' } })).toEqual([]);
  });
});

describe('recordOf and numberAt', () => {
  it('keeps only string values of a plain object', () => {
    expect(recordOf({ a: 'x', b: 2, c: null })).toEqual({ a: 'x' });
    expect(recordOf(['x'])).toEqual({});
    expect(recordOf(null)).toEqual({});
  });

  it('counts on past the given numbers', () => {
    expect(numberAt([3, 4], 1)).toBe(4);
    expect(numberAt([3, 4], 3)).toBe(6);
  });
});
