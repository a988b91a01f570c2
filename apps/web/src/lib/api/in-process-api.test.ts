import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_PROCESS_API_GLOBAL, type InProcessGet } from '@lexam/contracts';
import { learnerGetOnServer, learnerResponseOnServer } from './in-process-api';

const holder = globalThis as Record<string, unknown>;

describe('learnerGetOnServer', () => {
  afterEach(() => {
    delete holder[IN_PROCESS_API_GLOBAL];
  });

  it('is null without an API in the process', async () => {
    expect(await learnerGetOnServer('/api/learner/User/getOne', 't')).toBeNull();
  });

  it("sends the learner's token and gives the JSON of a 200", async () => {
    const get = vi.fn<InProcessGet>(async () => ({ status: 200, body: '{"id":3}' }));
    holder[IN_PROCESS_API_GLOBAL] = get;
    expect(await learnerGetOnServer('/api/learner/User/getOne', 'abc')).toEqual({ id: 3 });
    expect(get).toHaveBeenCalledWith('/api/learner/User/getOne', { authorization: 'Bearer abc', accept: 'application/json' });
  });

  it('is null for any other status, a body that is not JSON, or a failure', async () => {
    holder[IN_PROCESS_API_GLOBAL] = async () => ({ status: 403, body: '{"title":"Forbidden"}' });
    expect(await learnerGetOnServer('/api/learner/x', 't')).toBeNull();
    holder[IN_PROCESS_API_GLOBAL] = async () => ({ status: 200, body: '<html>' });
    expect(await learnerGetOnServer('/api/learner/x', 't')).toBeNull();
    holder[IN_PROCESS_API_GLOBAL] = async () => {
      throw new Error('down');
    };
    expect(await learnerGetOnServer('/api/learner/x', 't')).toBeNull();
  });

  it('gives the headers of a 200 with its JSON, names in lower case, lists joined', async () => {
    holder[IN_PROCESS_API_GLOBAL] = async () => ({ status: 200, body: '[]', headers: { 'X-Pagination': '{"totalCount":0}', 'content-length': 2, vary: ['a', 'b'], gone: undefined } });
    expect(await learnerResponseOnServer('/api/learner/x', 't')).toEqual({ data: [], headers: { 'x-pagination': '{"totalCount":0}', 'content-length': '2', vary: 'a, b' } });
    holder[IN_PROCESS_API_GLOBAL] = async () => ({ status: 200, body: '{}' });
    expect(await learnerResponseOnServer('/api/learner/x', 't')).toEqual({ data: {}, headers: {} });
  });
});
