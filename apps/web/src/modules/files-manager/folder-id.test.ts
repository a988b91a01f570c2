import { describe, expect, it } from 'vitest';
import { parseFolderId } from './folder-id';

describe('parseFolderId', () => {
  it('reads 0 and positive ids, and nothing else', () => {
    expect(parseFolderId('0')).toBe(0);
    expect(parseFolderId('42')).toBe(42);
    for (const bad of ['-1', '01', '1.5', 'x', '', '99999999999', '..']) expect(parseFolderId(bad)).toBeUndefined();
  });
});
