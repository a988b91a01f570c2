import { describe, expect, it } from 'vitest';
import { isNewerRevision } from './writing-answers';

describe('the autosave’s revision rule', () => {
  it('takes only a newer revision: an older or a repeated save changes nothing', () => {
    expect(isNewerRevision(5, 6)).toBe(true);
    expect(isNewerRevision(0, 1)).toBe(true);
    expect(isNewerRevision(5, 5)).toBe(false);
    expect(isNewerRevision(5, 3)).toBe(false);
    expect(isNewerRevision(5, undefined)).toBe(false);
  });
});
