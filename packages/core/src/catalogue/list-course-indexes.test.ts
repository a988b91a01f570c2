import { describe, expect, it } from 'vitest';
import { escapeLike } from './list-course-indexes';

describe('escapeLike', () => {
  it('makes LIKE wildcards match themselves', () => {
    expect(escapeLike('100%_done\\')).toBe('100\\%\\_done\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});
