import { describe, expect, it } from 'vitest';
import { genericCalls } from './define-resource';

describe('generic calls of API.md', () => {
  const calls = genericCalls<{ id: number }>('Role');
  it('uses the verbs every entity answers', () => {
    expect(calls.list({ pageIndex: 2, pageSize: 20, sort: '-name', searchByName: 'ed' })).toEqual({ method: 'GET', url: 'Role', params: { pageIndex: 2, pageSize: 20, sort: '-name', searchByName: 'ed' } });
    expect(calls.get(4)).toEqual({ method: 'GET', url: 'Role/4' });
    expect(calls.create({ name: 'x' })).toEqual({ method: 'POST', url: 'Role', body: { name: 'x' } });
    expect(calls.update({ id: 4, body: { name: 'y' }, row: { id: 4 } })).toEqual({ method: 'PUT', url: 'Role/4', body: { name: 'y' } });
    expect(calls.remove({ id: 4 })).toEqual({ method: 'DELETE', url: 'Role/4' });
    expect(calls.removeMany([1, 2])).toEqual({ method: 'POST', url: 'Role/deleteMulti', body: { ids: [1, 2] } });
    expect(calls.report({ sort: 'name' })).toEqual({ method: 'POST', url: 'Role/report', params: { searchByName: undefined, sort: 'name' } });
    expect(calls.reorder([3, 1])).toEqual({ method: 'PUT', url: 'Role/updateOrder', body: { ids: [3, 1] } });
    expect(calls.reorder([3], 12)).toEqual({ method: 'PUT', url: 'Role/updateOrder', body: { ids: [3], position: 12 } });
  });
});
