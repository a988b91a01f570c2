import type { ClassRow, UserProfile } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { genericCalls } from '@web/modules/resource/define-resource';
import { classCalls, userCalls, userCreateDefaults } from './system-calls';

// As defineResource merges them: the generic verbs with the named overrides.
const userResource = { calls: { ...genericCalls<UserProfile>('User'), ...userCalls } as ReturnType<typeof genericCalls<UserProfile>> };
const classResource = { calls: { ...genericCalls<ClassRow>('Class'), ...classCalls } as ReturnType<typeof genericCalls<ClassRow>> };

const admin = { id: 7, kind: 'admin' } as UserProfile;
const learner = { id: 8, kind: 'site' } as UserProfile;

describe('the named calls of API.md', () => {
  it('lists admins and site users on their own calls', () => {
    expect(userResource.calls.list({ pageIndex: 1, pageSize: 20, tab: 'admin', searchByName: 'ann', sort: '-email' })).toEqual({ method: 'GET', url: 'User/getAllAdmin', params: { pageIndex: 1, pageSize: 20, searchByName: 'ann', sort: '-email' } });
    expect(userResource.calls.list({ pageIndex: 2, pageSize: 50, tab: 'site' }).url).toBe('User/getAllUser');
  });

  it('edits and deletes by the kind of the row', () => {
    expect(userResource.calls.update({ id: 7, body: { fullName: 'Ann' }, row: admin })).toEqual({ method: 'PUT', url: 'User/editAdmin', body: { id: 7, fullName: 'Ann' } });
    expect(userResource.calls.update({ id: 8, body: {}, row: learner })).toEqual({ method: 'PUT', url: 'User/editUser', body: { id: 8 } });
    expect(userResource.calls.remove(admin)).toEqual({ method: 'DELETE', url: 'Auth/deleteUserAdmin/7' });
    expect(userResource.calls.remove(learner)).toEqual({ method: 'DELETE', url: 'Auth/deleteUserSite/8' });
    expect(userResource.calls.removeMany([7, 8])).toEqual({ method: 'DELETE', url: 'Auth/deleteMultipleUsers', body: { ids: [7, 8] } });
  });

  it('creates users with the generic call and reports per kind', () => {
    expect(userResource.calls.create({ kind: 'admin' })).toEqual({ method: 'POST', url: 'User', body: { kind: 'admin' } });
    expect(userResource.calls.report({ tab: 'site' })).toEqual({ method: 'POST', url: 'User/report', params: { kind: 'site', searchByName: undefined, sort: undefined } });
  });

  it('edits a class with Class/editClass and the id in the body', () => {
    expect(classResource.calls.update({ id: 3, body: { name: 'B2' }, row: { id: 3, name: 'B1', description: '', memberCount: 0, createdAt: '', updatedAt: '' } })).toEqual({ method: 'PUT', url: 'Class/editClass', body: { id: 3, name: 'B2' } });
    expect(classResource.calls.remove({ id: 3, name: 'B1', description: '', memberCount: 0, createdAt: '', updatedAt: '' })).toEqual({ method: 'DELETE', url: 'Class/3' });
  });

  it('starts a new user on the kind of the tab it came from', () => {
    expect(userCreateDefaults(new URLSearchParams('tab=site'))).toMatchObject({ kind: 'site', isActive: true });
    expect(userCreateDefaults(new URLSearchParams(''))).toMatchObject({ kind: 'admin' });
  });
});
