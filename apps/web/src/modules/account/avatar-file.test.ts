import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_MB, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts the four image types up to the upload limit', () => {
    expect(AVATAR_MAX_MB).toBe(5);
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('notImage');
    expect(avatarFileProblem({ type: 'application/pdf', size: 100 })).toBe('notImage');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
