import { describe, expect, it } from 'vitest';
import { checkTyped, isOneSlip } from './answer-check';

describe('checkTyped', () => {
  it('accepts the term whatever its case, spaces and end punctuation', () => {
    expect(checkTyped('  Look Up. ', 'look up')).toBe('correct');
    expect(checkTyped('don’t', "don't")).toBe('correct');
  });
  it('takes one slip as almost', () => {
    expect(checkTyped('analyse', 'analyze')).toBe('almost');
    expect(checkTyped('recieve', 'receive')).toBe('almost');
    expect(checkTyped('acommodate', 'accommodate')).toBe('almost');
    expect(checkTyped('accommodates', 'accommodate')).toBe('almost');
  });
  it('refuses two slips, an empty answer and slips on short words', () => {
    expect(checkTyped('analisys', 'analysis')).toBe('wrong');
    expect(checkTyped('', 'analysis')).toBe('wrong');
    expect(checkTyped('cat', 'car')).toBe('wrong');
  });
  it('isOneSlip', () => {
    expect(isOneSlip('abc', 'abc')).toBe(false);
    expect(isOneSlip('abcd', 'abdc')).toBe(true);
    expect(isOneSlip('abcd', 'badc')).toBe(false);
  });
});
