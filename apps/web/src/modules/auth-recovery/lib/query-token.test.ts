import { describe, expect, it } from 'vitest';
import { queryToken } from './query-token';

describe('queryToken', () => {
  it('reads the first token of the query, trimmed', () => {
    expect(queryToken({ token: ' abc ' })).toBe('abc');
    expect(queryToken({ token: ['first', 'second'] })).toBe('first');
    expect(queryToken({ token: '' })).toBeNull();
    expect(queryToken({ token: '   ' })).toBeNull();
    expect(queryToken({ other: 'x' })).toBeNull();
  });
});
