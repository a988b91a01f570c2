import { describe, expect, it } from 'vitest';
import { nonceOf } from './script-nonce';

describe('nonceOf', () => {
  it('finds the nonce of script-src, not of another directive', () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-AbC+/9=='; style-src 'self'")).toBe('AbC+/9==');
    expect(nonceOf("style-src 'nonce-xyz'; script-src 'self'")).toBeUndefined();
  });

  it('finds nothing without a policy', () => {
    expect(nonceOf(null)).toBeUndefined();
    expect(nonceOf('')).toBeUndefined();
  });
});
