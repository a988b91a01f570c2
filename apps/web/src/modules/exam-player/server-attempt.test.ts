import { describe, expect, it } from 'vitest';
import { attemptIdParam } from './server-attempt';

describe('attemptIdParam', () => {
  it('takes a positive whole number, the first of repeated ones', () => {
    expect(attemptIdParam('12')).toBe(12);
    expect(attemptIdParam(['7', '8'])).toBe(7);
  });
  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-3', '1.5', '1e3', ' 4', '12abc', '../1', '99999999999', []]) expect(attemptIdParam(value as never)).toBeNull();
  });
});
