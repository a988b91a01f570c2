import { describe, expect, it } from 'vitest';
import { parseClassId } from './class-id';
import { displayName, formatDate } from './display';

describe('displayName', () => {
  it('prefers the full name, then the e-mail, then the username', () => {
    expect(displayName({ fullName: ' Ada ', email: 'ada@example.com', username: null })).toBe('Ada');
    expect(displayName({ fullName: '', email: 'ada@example.com', username: 'ada' })).toBe('ada@example.com');
    expect(displayName({ fullName: '', email: null, username: 'ada' })).toBe('ada');
  });
});

describe('formatDate', () => {
  it('writes the date in the interface language', () => {
    expect(formatDate('2026-03-04T10:00:00Z', 'en')).toBe('Mar 4, 2026');
    expect(formatDate('2026-03-04T10:00:00Z', 'fr')).toBe('4 mars 2026');
    expect(formatDate('2026-03-04T10:00:00Z', 'vn')).toContain('2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('parseClassId', () => {
  it('accepts positive integers only', () => {
    expect(parseClassId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12a', '9999999999']) expect(parseClassId(bad)).toBeUndefined();
  });
});
