import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBullJobQueue, createMemoryJobQueue, type JobQueue } from '@lexam/core';

// The job queue's one contract, in process and on BullMQ (the Redis of these machines, a prefix per run):
// a job queued twice, through two instances, runs once; a failed try is tried again.
const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
const prefix = `lexam-test-${randomBytes(4).toString('hex')}`;
const queues: JobQueue<{ n: number }, number>[] = [];
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  const keys = await connection.keys(`${prefix}*`);
  if (keys.length) await connection.del(...keys);
  connection.disconnect();
});

type Run = (data: { n: number }) => Promise<number>;
const kinds: Array<[string, (run: Run, name: string) => JobQueue<{ n: number }, number>]> = [
  ['in process', (run) => createMemoryJobQueue({ run, backoffMs: 50 })],
  ['on BullMQ', (run, name) => createBullJobQueue({ name, connection, prefix, run, backoffMs: 50 })],
];

describe.each(kinds)('the job queue %s', (kind, create) => {
  // Each test its own queue name: the workers of one test never run another's jobs.
  const open = (run: Run, name: string) => {
    const queue = create(run, name);
    queues.push(queue);
    return queue;
  };

  it('runs a job queued twice (through two instances on BullMQ) once', async () => {
    let runs = 0;
    const run: Run = async ({ n }) => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return n * 2;
    };
    const first = open(run, 'once');
    const second = kind === 'on BullMQ' ? open(run, 'once') : first;
    const id = `once-${randomBytes(4).toString('hex')}`;
    const [a, b] = await Promise.all([first.add(id, { n: 21 }), second.add(id, { n: 21 })]);
    expect(a.id).toBe(id);
    expect(b.id).toBe(id);
    await vi.waitFor(async () => expect((await second.get(id))?.status).toBe('done'), { timeout: 10_000 });
    expect(await first.get(id)).toMatchObject({ status: 'done', result: 42, attempts: 1 });
    // Queued again once done, it is still the same job, not run again.
    expect((await second.add(id, { n: 21 })).status).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(1);
  });

  it('tries a failed job again with a growing wait, and leaves it failed after its last try', async () => {
    let tries = 0;
    const queue = open(async ({ n }) => {
      tries += 1;
      if (n === 0 || tries === 1) throw new Error(`try ${tries} failed`);
      return n;
    }, 'retry');
    const id = `retry-${randomBytes(4).toString('hex')}`;
    await queue.add(id, { n: 7 });
    await vi.waitFor(async () => expect(await queue.get(id)).toMatchObject({ status: 'done', result: 7, attempts: 2 }), { timeout: 10_000 });
    const failing = `fail-${randomBytes(4).toString('hex')}`;
    await queue.add(failing, { n: 0 });
    await vi.waitFor(async () => expect(await queue.get(failing)).toMatchObject({ status: 'failed', attempts: 3, error: expect.stringMatching(/failed/) }), { timeout: 10_000 });
    expect(await queue.get('no-such-job')).toBeUndefined();
  });
});
