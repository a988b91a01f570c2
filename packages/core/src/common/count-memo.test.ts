import { describe, expect, it } from 'vitest';
import type { Database } from '@lexam/db';
import { COUNT_TTL_MS, invalidateListCounts, memoCount } from './count-memo';

const fakeDb = () => ({}) as Database;

describe('memoCount', () => {
  it('reuses a total for the same key until the TTL passes', async () => {
    const db = fakeDb();
    let calls = 0;
    const count = async () => ++calls;
    expect(await memoCount({ db, key: 'a', count, now: 0 })).toBe(1);
    expect(await memoCount({ db, key: 'a', count, now: COUNT_TTL_MS - 1 })).toBe(1);
    expect(await memoCount({ db, key: 'b', count, now: 0 })).toBe(2);
    expect(await memoCount({ db, key: 'a', count, now: COUNT_TTL_MS })).toBe(3);
  });

  it('counts again after an invalidation', async () => {
    const db = fakeDb();
    let calls = 0;
    const count = async () => ++calls;
    await memoCount({ db, key: 'a', count, now: 0 });
    invalidateListCounts();
    expect(await memoCount({ db, key: 'a', count, now: 1 })).toBe(2);
  });

  it('does not keep a total whose count overlapped an invalidation', async () => {
    const db = fakeDb();
    let calls = 0;
    let release!: () => void;
    const slow = () => new Promise<number>((resolve) => { calls += 1; release = () => resolve(calls); });
    const pending = memoCount({ db, key: 'a', count: slow, now: 0 });
    invalidateListCounts();
    release();
    expect(await pending).toBe(1);
    expect(await memoCount({ db, key: 'a', count: async () => ++calls, now: 1 })).toBe(2);
  });

  it('shares one query between concurrent identical counts and forgets a failed one', async () => {
    const db = fakeDb();
    let calls = 0;
    const count = async () => ++calls;
    const [one, two] = await Promise.all([memoCount({ db, key: 'a', count, now: 0 }), memoCount({ db, key: 'a', count, now: 0 })]);
    expect([one, two, calls]).toEqual([1, 1, 1]);
    await expect(memoCount({ db, key: 'x', count: () => Promise.reject(new Error('down')), now: 0 })).rejects.toThrow('down');
    expect(await memoCount({ db, key: 'x', count, now: 0 })).toBe(2);
  });
});
