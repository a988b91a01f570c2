import { describe, expect, it } from 'vitest';
import {
  acknowledgeBatch, classifySaveFailure, enqueueChange, failBatch, openQueue, parseQueue, replayOnAnswers, retryDelayMs, serializeQueue, takeBatch,
  type SaveQueueState,
} from './save-queue';

const empty = openQueue({ lastClientSeq: -1, persisted: [] });

describe('openQueue', () => {
  it('numbers the first change 0 when the server has none', () => {
    expect(empty).toEqual({ nextSeq: 0, pending: [], inFlight: 0 });
  });

  it('numbers above the server and above the persisted steps, dropping what the server already holds', () => {
    const state = openQueue({
      lastClientSeq: 5,
      persisted: [
        { clientSeq: 7, questionId: 2, response: 'b' },
        { clientSeq: 4, questionId: 1, response: 'old' },
        { clientSeq: 6, questionId: 1, response: 'a' },
      ],
    });
    expect(state.pending.map((step) => step.clientSeq)).toEqual([6, 7]);
    expect(state.nextSeq).toBe(8);
  });
});

describe('enqueueChange', () => {
  it('gives each change the next number', () => {
    const state = enqueueChange(enqueueChange(empty, { questionId: 1, response: { choice: 'A' } }), { questionId: 2, response: null });
    expect(state.pending).toEqual([
      { clientSeq: 0, questionId: 1, response: { choice: 'A' } },
      { clientSeq: 1, questionId: 2, response: null },
    ]);
    expect(state.nextSeq).toBe(2);
  });

  it('drops an unsent change of the same question but never one in flight', () => {
    let state = enqueueChange(empty, { questionId: 1, response: 'r' });
    state = enqueueChange(state, { questionId: 1, response: 'ri' });
    expect(state.pending).toEqual([{ clientSeq: 1, questionId: 1, response: 'ri' }]);
    state = takeBatch(state)!.state;
    state = enqueueChange(state, { questionId: 1, response: 'riv' });
    state = enqueueChange(state, { questionId: 1, response: 'rive' });
    expect(state.pending.map((step) => [step.clientSeq, step.response])).toEqual([[1, 'ri'], [3, 'rive']]);
  });

  it('stores undefined as null (a cleared answer)', () => {
    expect(enqueueChange(empty, { questionId: 3, response: undefined }).pending[0]!.response).toBeNull();
  });
});

describe('batches', () => {
  function withSteps(count: number): SaveQueueState {
    let state = empty;
    for (let index = 0; index < count; index += 1) state = enqueueChange(state, { questionId: index + 1, response: index });
    return state;
  }

  it('takes the oldest steps up to the limit, one batch at a time', () => {
    const taken = takeBatch(withSteps(5), 3)!;
    expect(taken.batch.map((step) => step.clientSeq)).toEqual([0, 1, 2]);
    expect(taken.state.inFlight).toBe(3);
    expect(takeBatch(taken.state)).toBeNull();
    expect(takeBatch(empty)).toBeNull();
  });

  it('acknowledged steps leave the queue; unnamed ones stay first in line', () => {
    const taken = takeBatch(withSteps(4), 3)!;
    const state = acknowledgeBatch(taken.state, [0, 2]);
    expect(state.pending.map((step) => step.clientSeq)).toEqual([1, 3]);
    expect(state.inFlight).toBe(0);
  });

  it('a failed batch stays in the queue, in order', () => {
    const taken = takeBatch(withSteps(2))!;
    const state = failBatch(enqueueChange(taken.state, { questionId: 9, response: 'x' }));
    expect(state.pending.map((step) => step.clientSeq)).toEqual([0, 1, 2]);
    expect(takeBatch(state)!.batch).toHaveLength(3);
  });
});

describe('failures', () => {
  it('retries network and server failures, stops on 409, keeps other refusals', () => {
    expect([0, 408, 429, 500, 503].map(classifySaveFailure)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    expect(classifySaveFailure(409)).toBe('closed');
    expect([400, 401, 403, 404].map(classifySaveFailure)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
  });

  it('backs off 1, 2, 4, 8 then 15 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('replayOnAnswers', () => {
  it('puts the queued changes on top of the server answers, newest last', () => {
    const responses = replayOnAnswers({
      answers: [{ questionId: 1, response: 'server' }, { questionId: 2, response: 'kept' }],
      pending: [
        { clientSeq: 9, questionId: 1, response: 'newest' },
        { clientSeq: 8, questionId: 1, response: 'older' },
        { clientSeq: 10, questionId: 3, response: null },
      ],
    });
    expect(Object.fromEntries(responses)).toEqual({ 1: 'newest', 2: 'kept', 3: null });
  });
});

describe('persistence', () => {
  it('round-trips the steps', () => {
    const state = enqueueChange(enqueueChange(empty, { questionId: 4, response: { blanks: { '7': 'one hour' } } }), { questionId: 5, response: null });
    expect(parseQueue(serializeQueue(state))).toEqual(state.pending);
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('{not json')).toEqual([]);
    expect(parseQueue(JSON.stringify({ version: 2, steps: [] }))).toEqual([]);
    expect(parseQueue(JSON.stringify({ version: 1, steps: [{ clientSeq: 'x', questionId: 1, response: 1 }, { clientSeq: 1, questionId: 2, response: 'ok' }] }))).toEqual([
      { clientSeq: 1, questionId: 2, response: 'ok' },
    ]);
  });
});
