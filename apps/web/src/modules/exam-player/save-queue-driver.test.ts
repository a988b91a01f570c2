import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openQueue, parseQueue, queueStorageKey, type QueuedStep } from './save-queue';
import { SaveQueueDriver, type SendResult } from './save-queue-driver';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A send whose answers the test decides, one call at a time. */
function scriptedSend(answers: Array<SendResult | 'echo'>) {
  const calls: QueuedStep[][] = [];
  const send = vi.fn(async (steps: QueuedStep[]): Promise<SendResult> => {
    calls.push(steps);
    const answer = answers.shift() ?? 'echo';
    return answer === 'echo' ? { ok: true, savedSeqs: steps.map((step) => step.clientSeq) } : answer;
  });
  return { send, calls };
}

describe('SaveQueueDriver', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('persists a change at once and sends it after the debounce, in one batch', async () => {
    const storage = memoryStorage();
    const { send, calls } = scriptedSend([]);
    const driver = new SaveQueueDriver({ attemptId: 7, initial: openQueue({ lastClientSeq: 3, persisted: [] }), send, storage, isOnline: () => true });
    driver.change(1, { choice: 'A' });
    driver.change(2, { choice: 'B' });
    expect(parseQueue(storage.items.get(queueStorageKey(7)))).toHaveLength(2);
    expect(driver.getSnapshot()).toMatchObject({ status: 'saving', unsaved: 2 });
    await vi.advanceTimersByTimeAsync(699);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([[{ clientSeq: 4, questionId: 1, response: { choice: 'A' } }, { clientSeq: 5, questionId: 2, response: { choice: 'B' } }]]);
    expect(driver.getSnapshot()).toMatchObject({ status: 'saved', unsaved: 0 });
    expect(storage.items.has(queueStorageKey(7))).toBe(false);
  });

  it('keeps its queue under the key it is given (the writing screen keys it by prompt), and forgets it there', async () => {
    const storage = memoryStorage();
    const { send } = scriptedSend([{ ok: false, status: 0 }]);
    const driver = new SaveQueueDriver({ attemptId: 5, storageKey: 'lexam.writing.queue.5', initial: openQueue({ lastClientSeq: 0, persisted: [] }), send, storage, isOnline: () => true });
    driver.change(5, { answerText: 'Some people think', timeLimitMinutes: 40 });
    expect(parseQueue(storage.items.get('lexam.writing.queue.5'))).toEqual([{ clientSeq: 1, questionId: 5, response: { answerText: 'Some people think', timeLimitMinutes: 40 } }]);
    expect(storage.items.has(queueStorageKey(5))).toBe(false);
    driver.clearPersisted();
    expect(storage.items.has('lexam.writing.queue.5')).toBe(false);
    driver.dispose();
  });

  it('sends within the longest wait while the learner keeps typing', async () => {
    const { send } = scriptedSend([]);
    const driver = new SaveQueueDriver({ attemptId: 1, initial: openQueue({ lastClientSeq: -1, persisted: [] }), send, storage: null, isOnline: () => true });
    for (let tick = 0; tick < 5; tick += 1) {
      driver.change(1, { blanks: { '1': 'x'.repeat(tick + 1) } });
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(1);
  });

  it('retries with backoff while offline, says so, and resumes at once on online', async () => {
    const { send, calls } = scriptedSend([{ ok: false, status: 0 }, { ok: false, status: 503 }]);
    let isOnline = false;
    const driver = new SaveQueueDriver({ attemptId: 1, initial: openQueue({ lastClientSeq: -1, persisted: [] }), send, storage: null, isOnline: () => isOnline });
    driver.change(1, 'a');
    await vi.advanceTimersByTimeAsync(700);
    expect(driver.getSnapshot()).toMatchObject({ status: 'offline', unsaved: 1 });
    await vi.advanceTimersByTimeAsync(1000); // first retry: 503
    expect(calls).toHaveLength(2);
    isOnline = true;
    driver.notifyOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    expect(calls.every((batch) => batch[0]!.clientSeq === 0)).toBe(true);
    expect(driver.getSnapshot().status).toBe('saved');
  });

  it('stops on 409 and keeps the message; later changes are kept but not sent', async () => {
    const { send } = scriptedSend([{ ok: false, status: 409, title: 'The time of this attempt is up.' }]);
    const driver = new SaveQueueDriver({ attemptId: 1, initial: openQueue({ lastClientSeq: -1, persisted: [] }), send, storage: null, isOnline: () => true });
    driver.change(1, 'a');
    await vi.advanceTimersByTimeAsync(700);
    expect(driver.getSnapshot()).toEqual({ status: 'closed', unsaved: 1, message: 'The time of this attempt is up.' });
    driver.change(2, 'b');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await driver.flushAll()).toBe(false);
  });

  it('replays a persisted queue on open, and flushAll resolves once everything is stored', async () => {
    const persisted = [{ clientSeq: 2, questionId: 1, response: 'a' }, { clientSeq: 3, questionId: 2, response: 'b' }];
    const { send, calls } = scriptedSend([]);
    const driver = new SaveQueueDriver({ attemptId: 1, initial: openQueue({ lastClientSeq: 1, persisted }), send, storage: null, isOnline: () => true });
    driver.start();
    driver.change(3, 'c');
    expect(await driver.flushAll()).toBe(true);
    expect(calls.flat().map((step) => step.clientSeq)).toEqual([2, 3, 4]);
    expect(driver.hasUnsaved()).toBe(false);
  });

  it('flushAll answers false when a send fails, keeping the steps', async () => {
    const { send } = scriptedSend([{ ok: false, status: 0 }]);
    const driver = new SaveQueueDriver({ attemptId: 1, initial: openQueue({ lastClientSeq: -1, persisted: [] }), send, storage: null, isOnline: () => true });
    driver.change(1, 'a');
    expect(await driver.flushAll()).toBe(false);
    expect(driver.getPending()).toHaveLength(1);
    expect(driver.hasUnsaved()).toBe(true);
  });

  it('a thrown send counts as a network failure', async () => {
    const send = vi.fn(async () => {
      throw new Error('boom');
    });
    const driver = new SaveQueueDriver({ attemptId: 1, initial: openQueue({ lastClientSeq: -1, persisted: [] }), send, storage: null, isOnline: () => true });
    driver.change(1, 'a');
    await vi.advanceTimersByTimeAsync(700);
    expect(driver.getSnapshot().status).toBe('offline');
  });
});
