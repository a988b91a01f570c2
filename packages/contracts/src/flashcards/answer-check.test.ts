import { describe, expect, it } from 'vitest';
import { checkTypedAnswer, isOneSlipApart, sameMeaning } from './answer-check';

describe('checkTypedAnswer', () => {
  it('ignores case, accents, spacing and surrounding punctuation', () => {
    expect(checkTypedAnswer('  Café ', 'cafe')).toBe('correct');
    expect(checkTypedAnswer('give   up!', 'give up')).toBe('correct');
    expect(checkTypedAnswer('don’t', "don't")).toBe('correct');
  });

  it('calls one slip in a word of four letters or more almost', () => {
    expect(checkTypedAnswer('abandn', 'abandon')).toBe('almost'); // missing
    expect(checkTypedAnswer('abandoon', 'abandon')).toBe('almost'); // added
    expect(checkTypedAnswer('abandun', 'abandon')).toBe('almost'); // changed
    expect(checkTypedAnswer('abnadon', 'abandon')).toBe('almost'); // swapped
    expect(checkTypedAnswer('abnadn', 'abandon')).toBe('wrong');
    expect(checkTypedAnswer('gi', 'go')).toBe('wrong');
    expect(checkTypedAnswer('', 'abandon')).toBe('wrong');
  });

  it('knows one edit apart from two', () => {
    expect(isOneSlipApart('lend', 'lent')).toBe(true);
    expect(isOneSlipApart('lend', 'land')).toBe(true);
    expect(isOneSlipApart('lend', 'led')).toBe(true);
    expect(isOneSlipApart('lend', 'lend')).toBe(false);
    expect(isOneSlipApart('lend', 'dnel')).toBe(false);
  });

  it('compares meanings the same way', () => {
    expect(sameMeaning('To reach a place.', 'to reach a place')).toBe(true);
    expect(sameMeaning('to reach a place', 'to leave a place')).toBe(false);
  });
});
