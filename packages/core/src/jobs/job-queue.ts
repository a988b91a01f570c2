import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';

/** Where a job stands: waiting (or waiting to be tried again), being run, finished, or given up. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobState<Data, Result> {
  id: string;
  data: Data;
  status: JobStatus;
  /** What the job answered, once done. */
  result?: Result;
  /** Why the last try failed. */
  error?: string;
  /** Tries made so far. */
  attempts: number;
  createdAt: number;
  finishedAt?: number;
}

/**
 * Background jobs by id: a job added under an id the queue already holds is not added again, so the
 * same work asked twice (a double click, two instances) runs once. Each failed try is tried again
 * after a growing wait, up to `attempts` tries.
 */
export interface JobQueue<Data, Result> {
  /** Queues the job unless one with this id is held; answers the job's state either way. */
  add(id: string, data: Data): Promise<JobState<Data, Result>>;
  get(id: string): Promise<JobState<Data, Result> | undefined>;
  /** Stops taking jobs; a running one finishes. */
  stop(): Promise<void>;
}

export interface JobQueueSettings<Data, Result> {
  run: (data: Data, id: string) => Promise<Result>;
  /** Tries before the job is left failed. */
  attempts?: number;
  /** The wait before the second try; it doubles with each try. */
  backoffMs?: number;
  /** How long a finished job is remembered (its id stays taken that long). */
  keepMs?: number;
}

const DEFAULTS = { attempts: 3, backoffMs: 5_000, keepMs: 24 * 60 * 60 * 1000 };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The embedded queue: one process, jobs in memory, run one at a time in the order added. What a
 * server without Redis uses; the same contract as the BullMQ queue.
 */
export function createMemoryJobQueue<Data, Result>(settings: JobQueueSettings<Data, Result>): JobQueue<Data, Result> {
  const { run, attempts, backoffMs, keepMs } = { ...DEFAULTS, ...settings };
  const jobs = new Map<string, JobState<Data, Result>>();
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();

  const forgetOld = () => {
    const before = Date.now() - keepMs;
    for (const [id, job] of jobs) if (job.finishedAt !== undefined && job.finishedAt < before) jobs.delete(id);
  };
  const schedule = (job: JobState<Data, Result>, delayMs: number) => {
    const enqueue = () => {
      chain = chain.then(() => attempt(job));
    };
    if (delayMs <= 0) return enqueue();
    const timer = setTimeout(() => {
      timers.delete(timer);
      enqueue();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  const attempt = async (job: JobState<Data, Result>) => {
    if (stopped) return;
    job.status = 'running';
    job.attempts += 1;
    try {
      job.result = await run(job.data, job.id);
      job.status = 'done';
      job.error = undefined;
      job.finishedAt = Date.now();
    } catch (error) {
      job.error = messageOf(error);
      if (job.attempts >= attempts) {
        job.status = 'failed';
        job.finishedAt = Date.now();
      } else {
        job.status = 'queued';
        schedule(job, backoffMs * 2 ** (job.attempts - 1));
      }
    }
  };

  return {
    async add(id, data) {
      forgetOld();
      const held = jobs.get(id);
      if (held) return held;
      const job: JobState<Data, Result> = { id, data, status: 'queued', attempts: 0, createdAt: Date.now() };
      jobs.set(id, job);
      schedule(job, 0);
      return job;
    },
    async get(id) {
      return jobs.get(id);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await chain.catch(() => undefined);
    },
  };
}

const STATUS_OF: Record<string, JobStatus> = { waiting: 'queued', delayed: 'queued', prioritized: 'queued', 'waiting-children': 'queued', active: 'running', completed: 'done', failed: 'failed' };

/**
 * Jobs through a BullMQ queue on Redis (REDIS_URL): every instance adds to it and runs a worker on it.
 * The job id is the caller's id, so a job added twice (by two instances at once) is held once and
 * BullMQ's lock gives it to one worker; a failed try is retried with an exponential backoff.
 */
export function createBullJobQueue<Data, Result>({ name, connection, prefix = 'lexam', concurrency = 2, ...settings }: JobQueueSettings<Data, Result> & { name: string; connection: ConnectionOptions; prefix?: string; concurrency?: number }): JobQueue<Data, Result> {
  const { run, attempts, backoffMs, keepMs } = { ...DEFAULTS, ...settings };
  // Untyped on BullMQ's side (its generics resolve names and results from `Data`); typed at this interface.
  const queue = new Queue(name, { connection, prefix });
  const worker = new Worker(name, async (job: Job) => run(job.data as Data, job.id!), { connection, prefix, concurrency });
  worker.on('error', () => undefined);
  queue.on('error', () => undefined);

  const stateOf = async (job: Job): Promise<JobState<Data, Result>> => {
    const status = STATUS_OF[await job.getState()] ?? 'queued';
    return {
      id: job.id!,
      data: job.data as Data,
      status,
      result: status === 'done' ? (job.returnvalue as Result) : undefined,
      error: job.failedReason || undefined,
      attempts: job.attemptsMade,
      createdAt: job.timestamp,
      finishedAt: job.finishedOn,
    };
  };

  return {
    async add(id, data) {
      // BullMQ keeps the job already held under this id and adds nothing.
      await queue.add(name, data, {
        jobId: id,
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { age: Math.ceil(keepMs / 1000) },
        removeOnFail: { age: Math.ceil(keepMs / 1000) },
      });
      const job = await queue.getJob(id);
      if (!job) throw new Error(`Job ${id} vanished as it was queued`);
      return stateOf(job);
    },
    async get(id) {
      const job = await queue.getJob(id);
      return job ? stateOf(job) : undefined;
    },
    async stop() {
      await worker.close();
      await queue.close();
    },
  };
}
