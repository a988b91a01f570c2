import { describe, expect, it } from 'vitest';
import { createCoalescer, type Outcome } from './coalesce';

/** A coalescer whose batches are recorded and finished by hand. */
function manual({ maxInFlight = 1, maxBatch = 10, minBatch = 1, gatherMs = 0 } = {}) {
  const batches: Array<{ inputs: string[]; finish: (outcomes?: Array<Outcome<string>>) => void; fail: (error: Error) => void }> = [];
  const coalescer = createCoalescer<string, string>({
    maxInFlight,
    maxBatch,
    minBatch,
    gatherMs,
    keyOf: (input) => input.split(':')[0]!,
    runBatch: (inputs) => new Promise((resolve, reject) => {
      batches.push({ inputs, finish: (outcomes) => resolve(outcomes ?? inputs.map((input) => ({ ok: true, value: `done ${input}` }))), fail: reject });
    }),
  });
  return { coalescer, batches };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCoalescer', () => {
  it('runs a call at once when idle, and gathers the calls that arrive meanwhile into the next batch', async () => {
    const { coalescer, batches } = manual();
    const first = coalescer.run('a');
    expect(batches.map((batch) => batch.inputs)).toEqual([['a']]);
    const rest = ['b', 'c', 'd'].map((input) => coalescer.run(input));
    expect(batches).toHaveLength(1);
    batches[0]!.finish();
    expect(await first).toBe('done a');
    expect(batches.map((batch) => batch.inputs)).toEqual([['a'], ['b', 'c', 'd']]);
    batches[1]!.finish();
    expect(await Promise.all(rest)).toEqual(['done b', 'done c', 'done d']);
  });

  it('shares one run between queued calls of a key; a call whose key is running waits for the next batch', async () => {
    const { coalescer, batches } = manual({ maxInFlight: 2 });
    const running = coalescer.run('a:1');
    const queued = [coalescer.run('a:2'), coalescer.run('a:3')];
    // a is running: the second slot has nothing it may take.
    expect(batches.map((batch) => batch.inputs)).toEqual([['a:1']]);
    batches[0]!.finish();
    await running;
    expect(batches.map((batch) => batch.inputs)).toEqual([['a:1'], ['a:2']]);
    batches[1]!.finish();
    expect(await Promise.all(queued)).toEqual(['done a:2', 'done a:2']);
  });

  it('keeps to maxInFlight and maxBatch, and fails a batch’s calls with its error or their own outcome', async () => {
    const { coalescer, batches } = manual({ maxInFlight: 2, maxBatch: 2 });
    const calls = ['a', 'b', 'c', 'd', 'e', 'f'].map((input) => coalescer.run(input).catch((error: Error) => `failed ${error.message}`));
    expect(batches.map((batch) => batch.inputs)).toEqual([['a'], ['b']]);
    batches[0]!.fail(new Error('boom'));
    await tick();
    expect(batches.map((batch) => batch.inputs)).toEqual([['a'], ['b'], ['c', 'd']]);
    batches[1]!.finish([{ ok: false, error: new Error('own') }]);
    await tick();
    batches[2]!.finish();
    await tick();
    batches[3]!.finish();
    expect(await Promise.all(calls)).toEqual(['failed boom', 'failed own', 'done c', 'done d', 'done e', 'done f']);
  });

  it('while a batch runs, starts another only when minBatch calls wait or the oldest has waited gatherMs', async () => {
    const { coalescer, batches } = manual({ maxInFlight: 2, minBatch: 3, gatherMs: 40 });
    void coalescer.run('a');
    expect(batches.map((batch) => batch.inputs)).toEqual([['a']]);
    // One busy slot: the next calls gather instead of taking the free slot one by one.
    void coalescer.run('b');
    void coalescer.run('c');
    await tick();
    expect(batches).toHaveLength(1);
    void coalescer.run('d');
    expect(batches.map((batch) => batch.inputs)).toEqual([['a'], ['b', 'c', 'd']]);
    // Fewer than minBatch: they go after gatherMs at the latest.
    const started = performance.now();
    const late = coalescer.run('e');
    batches[1]!.finish();
    await tick();
    expect(batches).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches.map((batch) => batch.inputs)[2]).toEqual(['e']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    batches[2]!.finish();
    expect(await late).toBe('done e');
    // Idle again: a call runs at once.
    batches[0]!.finish();
    await tick();
    void coalescer.run('f');
    expect(batches.map((batch) => batch.inputs)[3]).toEqual(['f']);
  });
});
