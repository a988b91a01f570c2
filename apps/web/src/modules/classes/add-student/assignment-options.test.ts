import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@lexam/contracts';
import { narrowUsers, pickOptions, toRoleOption, toSubjectOption, toUserOption } from './assignment-options';

const user: UserProfile = {
  id: 4, kind: 'site', username: null, email: 'ada@example.com', fullName: 'Ada Lovelace', phone: null, avatarUrl: null,
  isActive: true, emailVerified: true, roles: ['learner'], permissions: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('assignment options', () => {
  it('maps users, subjects and roles to an id and a label', () => {
    expect(toUserOption(user)).toEqual({ id: 4, label: 'Ada Lovelace', detail: 'ada@example.com' });
    expect(toUserOption({ ...user, fullName: '' })).toEqual({ id: 4, label: 'ada@example.com', detail: 'ada@example.com' });
    expect(toSubjectOption({ id: 2, name: 'IELTS Reading' })).toEqual({ id: 2, label: 'IELTS Reading' });
    expect(toRoleOption({ id: 3, name: 'teacher' })).toEqual({ id: 3, label: 'teacher' });
  });

  it('picks the chosen options in the order of the ids, skipping unknown ones', () => {
    const options = [{ id: 1, label: 'a' }, { id: 2, label: 'b' }, { id: 3, label: 'c' }];
    expect(pickOptions(options, [3, 9, 1])).toEqual([{ id: 3, label: 'c' }, { id: 1, label: 'a' }]);
    expect(pickOptions(options, undefined)).toEqual([]);
  });

  it("narrows the loaded users to the text typed until the server's answer to that text arrives", () => {
    const users = [{ id: 1, label: 'Zed Alpha', detail: 'zed@example.com' }, { id: 2, label: 'Yann', detail: 'yann@example.com' }, { id: 3, label: 'Bo', detail: 'ZEDDY@example.com' }];
    expect(narrowUsers(users, ' zed ', '').map((user) => user.id)).toEqual([1, 3]);
    expect(narrowUsers(users, 'nobody', '')).toEqual([]);
    // The server's answer to this very text (it may match on more than the name and address).
    expect(narrowUsers(users, 'Zed', 'zed')).toEqual(users);
    expect(narrowUsers(users, '', '')).toEqual(users);
  });
});
