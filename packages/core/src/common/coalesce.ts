// Group commit for hot database paths: calls that arrive while earlier batches are running are
// gathered and run as one batch (a few queries for many callers instead of a few per caller). An
// idle process runs a call at once, alone; under a burst the batches grow by themselves.

export interface CoalescerOptions<I, O> {
  /** Batches running at the same time; the rest wait in the queue (keep it below the pool size). */
  maxInFlight: number;
  /** The most inputs of one batch. */
  maxBatch: number;
  /**
   * While a batch is running, another starts only once this many inputs wait, or the oldest has
   * waited `gatherMs`: at the start of a burst the first arrivals would otherwise take every slot
   * one by one, and the crowd behind them would wait for those slots. Default 1 (no gathering).
   */
  minBatch?: number;
  /** How long an input may wait for `minBatch` others while a batch runs (default 0). */
  gatherMs?: number;
  /**
   * Inputs with the same key share one run and its outcome; an input whose key is in a running
   * batch waits for the next one (so two batches never work on the same row at once).
   */
  keyOf: (input: I) => string;
  /**
   * Runs a batch of inputs with distinct keys; answers one outcome per input, in order. Throwing
   * fails every input of the batch with that error.
   */
  runBatch: (inputs: I[]) => Promise<Array<Outcome<O>>>;
}

export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Pending<I, O> {
  input: I;
  key: string;
  waiters: Array<{ resolve: (value: O) => void; reject: (error: unknown) => void }>;
}

export interface Coalescer<I, O> {
  run(input: I): Promise<O>;
}

/** A coalescer: `run` resolves with the outcome of its input's batch. */
export function createCoalescer<I, O>(options: CoalescerOptions<I, O>): Coalescer<I, O> {
  const queue = new Map<string, Pending<I, O>>();
  const running = new Set<string>();
  const { minBatch = 1, gatherMs = 0 } = options;
  let inFlight = 0;
  let gathering: ReturnType<typeof setTimeout> | undefined;
  let oldestQueuedAt = 0;

  function pump(): void {
    while (inFlight < options.maxInFlight && queue.size > 0) {
      if (inFlight > 0 && queue.size < minBatch && performance.now() - oldestQueuedAt < gatherMs) {
        gathering ??= setTimeout(() => {
          gathering = undefined;
          pump();
        }, Math.max(0, gatherMs - (performance.now() - oldestQueuedAt)));
        return;
      }
      const batch: Array<Pending<I, O>> = [];
      for (const pending of queue.values()) {
        if (running.has(pending.key)) continue;
        batch.push(pending);
        if (batch.length >= options.maxBatch) break;
      }
      if (batch.length === 0) return;
      for (const pending of batch) {
        queue.delete(pending.key);
        running.add(pending.key);
      }
      oldestQueuedAt = queue.size > 0 ? performance.now() : 0;
      inFlight += 1;
      void execute(batch);
    }
  }

  async function execute(batch: Array<Pending<I, O>>): Promise<void> {
    let outcomes: Array<Outcome<O>>;
    try {
      outcomes = await options.runBatch(batch.map((pending) => pending.input));
      if (outcomes.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${outcomes.length} outcomes.`);
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    inFlight -= 1;
    for (const [index, pending] of batch.entries()) {
      running.delete(pending.key);
      const outcome = outcomes[index]!;
      for (const waiter of pending.waiters) {
        if (outcome.ok) waiter.resolve(outcome.value);
        else waiter.reject(outcome.error);
      }
    }
    pump();
  }

  return {
    run(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        const key = options.keyOf(input);
        const queued = queue.get(key);
        if (queued) queued.waiters.push({ resolve, reject });
        else {
          if (queue.size === 0) oldestQueuedAt = performance.now();
          queue.set(key, { input, key, waiters: [{ resolve, reject }] });
        }
        pump();
      });
    },
  };
}
