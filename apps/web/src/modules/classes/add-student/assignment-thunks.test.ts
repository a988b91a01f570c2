import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@web/lib/store/make-store';
import { selectClassAssignment } from '@web/lib/store/slices/class-assignment-slice';
import { addBlockWithOptions, loadBlockOptions, searchBlockUsers } from './assignment-thunks';

const header = { currentPage: 1, pageSize: 100, totalCount: 1, totalPages: 1, hasNext: false, hasPrevious: false };
const ada = { id: 7, kind: 'site', username: null, email: 'ada@example.com', fullName: 'Ada', phone: null, avatarUrl: null, isActive: true, emailVerified: true, roles: [], permissions: [], createdAt: '2026-01-01T00:00:00.000Z' };

/** Answers like the server: users, subjects (the catalogue) and roles, each with an x-pagination header. */
function fakeServer({ failRoles = false } = {}) {
  const seen: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    seen.push(url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-pagination': JSON.stringify(header) } });
    if (url.includes('/User/getAllUser')) return json(new URL(url, 'http://x').searchParams.get('searchByName') === 'nobody' ? [] : [ada]);
    if (url.includes('/Course/getCourseIndexs')) return json([{ id: 1, code: 'ielts-reading', skill: 'reading', name: 'IELTS Reading', description: '', sortOrder: 1 }]);
    if (url.includes('/Class/getClassRoles')) return failRoles ? json({ title: 'Your role does not allow this (it needs the permission class.read).', status: 403 }, 403) : json([{ id: 4, name: 'learner' }, { id: 3, name: 'teacher' }]);
    return json({ title: 'Not found', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('class-assignment thunks', () => {
  it("loads a block's users, subjects and class roles (learner first, no administration role) with its pagination 1/100", async () => {
    const seen = fakeServer();
    const store = makeStore();
    const loading = store.dispatch(loadBlockOptions(0));
    expect(selectClassAssignment(store.getState()).isLoading).toBe(true);
    await loading;
    const state = selectClassAssignment(store.getState());
    expect(state.isLoading).toBe(false);
    expect(state.blocks[0]).toMatchObject({
      users: [{ id: 7, label: 'Ada', detail: 'ada@example.com' }],
      subjects: [{ id: 1, label: 'IELTS Reading' }],
      roles: [{ id: 4, label: 'learner' }, { id: 3, label: 'teacher' }],
    });
    expect(state.paginationHeader).toEqual(header);
    expect(seen).toEqual(
      expect.arrayContaining(['/api/admin/User/getAllUser?pageIndex=1&pageSize=100', '/api/learner/Course/getCourseIndexs?pageIndex=1&pageSize=100', '/api/admin/Class/getClassRoles']),
    );
  });

  it('stores the server problem when a list fails', async () => {
    fakeServer({ failRoles: true });
    const store = makeStore();
    await store.dispatch(loadBlockOptions(0));
    const state = selectClassAssignment(store.getState());
    expect(state.isLoading).toBe(false);
    expect(state.error).toMatchObject({ title: 'Your role does not allow this (it needs the permission class.read).' });
    expect(state.blocks[0]!.roles).toEqual([]);
  });

  it('adds a block and fills it', async () => {
    fakeServer();
    const store = makeStore();
    await store.dispatch(addBlockWithOptions());
    const { blocks } = selectClassAssignment(store.getState());
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.users).toEqual([]);
    expect(blocks[1]!.roles).toEqual([{ id: 4, label: 'learner' }, { id: 3, label: 'teacher' }]);
  });

  it('searches one block by name, and ignores an aborted search', async () => {
    const seen = fakeServer();
    const store = makeStore();
    await store.dispatch(loadBlockOptions(0));
    await store.dispatch(searchBlockUsers(0, '  nobody '));
    expect(seen.at(-1)).toBe('/api/admin/User/getAllUser?pageIndex=1&pageSize=100&searchByName=nobody');
    expect(selectClassAssignment(store.getState()).blocks[0]!.users).toEqual([]);

    const controller = new AbortController();
    const search = store.dispatch(searchBlockUsers(0, 'ada', controller.signal));
    controller.abort();
    await search;
    expect(selectClassAssignment(store.getState()).blocks[0]!.users).toEqual([]);
    expect(selectClassAssignment(store.getState()).error).toBeNull();
  });
});
