import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@lexam/db';
import { MAX_CACHED_ATTEMPTS, cacheAttemptStates, cachedAttemptState, forgetAllAttemptStates, forgetAttemptStates, writingAttempts, type StoredAttemptState } from './attempt-state-cache';

const stateOf = (id: number, lastClientSeq = -1) => ({ attempt: { id, userId: 1 }, kind: 'ielts', answers: [], lastClientSeq }) as unknown as StoredAttemptState;
const newDb = () => ({}) as Database;

/** A load that waits until released, to overlap a write with it. */
function pausedLoad(state: StoredAttemptState | undefined) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { load: vi.fn(async () => { await released; return state; }), release };
}

describe('cachedAttemptState', () => {
  it('asks the database every time unless the database keeps attempt states', async () => {
    const db = newDb();
    const load = vi.fn(async () => stateOf(1));
    await cachedAttemptState(db, 1, load);
    await cachedAttemptState(db, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a state once loaded, until a write to that attempt forgets it', async () => {
    const db = newDb();
    cacheAttemptStates(db);
    const load = vi.fn(async () => stateOf(1));
    expect(await cachedAttemptState(db, 1, load)).toEqual(stateOf(1));
    await cachedAttemptState(db, 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    forgetAttemptStates(db, [2]);
    await cachedAttemptState(db, 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    forgetAttemptStates(db, [1]);
    await cachedAttemptState(db, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a missing attempt', async () => {
    const db = newDb();
    cacheAttemptStates(db);
    const load = vi.fn(async () => undefined);
    await cachedAttemptState(db, 5, load);
    await cachedAttemptState(db, 5, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers but does not keep a read that overlapped a write to its attempt', async () => {
    const db = newDb();
    cacheAttemptStates(db);
    const old = pausedLoad(stateOf(1, 3));
    const reading = cachedAttemptState(db, 1, old.load);
    // The write commits and forgets while the read's query is still out.
    await writingAttempts(db, [1], async () => undefined);
    old.release();
    expect((await reading)?.lastClientSeq).toBe(3);
    const fresh = vi.fn(async () => stateOf(1, 4));
    expect((await cachedAttemptState(db, 1, fresh))?.lastClientSeq).toBe(4);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('answers but does not keep a read that overlapped a write that forgets everything', async () => {
    const db = newDb();
    cacheAttemptStates(db);
    const old = pausedLoad(stateOf(1, 3));
    const reading = cachedAttemptState(db, 1, old.load);
    forgetAllAttemptStates();
    old.release();
    await reading;
    const fresh = vi.fn(async () => stateOf(1, 4));
    await cachedAttemptState(db, 1, fresh);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('forgets the attempts of a write that failed too', async () => {
    const db = newDb();
    cacheAttemptStates(db);
    const load = vi.fn(async () => stateOf(1));
    await cachedAttemptState(db, 1, load);
    await expect(writingAttempts(db, [1], async () => { throw new Error('rolled back'); })).rejects.toThrow('rolled back');
    await cachedAttemptState(db, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most MAX_CACHED_ATTEMPTS, the oldest leaving first', async () => {
    const db = newDb();
    cacheAttemptStates(db);
    for (let id = 1; id <= MAX_CACHED_ATTEMPTS + 1; id += 1) await cachedAttemptState(db, id, async () => stateOf(id));
    const first = vi.fn(async () => stateOf(1));
    const last = vi.fn(async () => stateOf(MAX_CACHED_ATTEMPTS + 1));
    await cachedAttemptState(db, 1, first);
    await cachedAttemptState(db, MAX_CACHED_ATTEMPTS + 1, last);
    expect(first).toHaveBeenCalledTimes(1);
    expect(last).not.toHaveBeenCalled();
  });
});
