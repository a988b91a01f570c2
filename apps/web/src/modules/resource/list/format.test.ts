import { describe, expect, it } from 'vitest';
import { chipsOf, formatDate } from './format';

describe('cell formats', () => {
  it('writes dates dd/MM/yyyy and nothing for bad input', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows the first chips and counts the rest', () => {
    expect(chipsOf(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(chipsOf([{ id: 1, name: 'editors' }])).toEqual({ shown: ['editors'], hidden: 0 });
    expect(chipsOf(undefined)).toEqual({ shown: [], hidden: 0 });
  });
});
