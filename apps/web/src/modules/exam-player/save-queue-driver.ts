import {
  acknowledgeBatch, classifySaveFailure, enqueueChange, failBatch, queueStorageKey, retryDelayMs, serializeQueue, takeBatch,
  type QueuedStep, type SaveQueueState,
} from './save-queue';

/** What the top bar shows: `saved`, `saving`, `offline` (retrying), `closed` (409: time up or submitted), `rejected`. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'closed' | 'rejected';

export interface SaveSnapshot {
  status: SaveStatus;
  /** Changes not yet acknowledged by the server. */
  unsaved: number;
  /** The server's `title` of a 409 or another refusal. */
  message: string | null;
}

/** The snapshot with nothing to save (one object, so that a screen rendered on the server, where it is the snapshot too, hydrates without a re-render). */
export const ALL_SAVED: SaveSnapshot = Object.freeze({ status: 'saved', unsaved: 0, message: null });

export type SendResult = { ok: true; savedSeqs: number[] } | { ok: false; status: number; title?: string };

type StorageLike = Pick<Storage, 'setItem' | 'removeItem'>;

export interface SaveQueueDriverOptions {
  attemptId: number;
  /** Where the queue is kept in storage; an exam attempt's key by default (the writing screen keys it by prompt). */
  storageKey?: string;
  initial: SaveQueueState;
  /** `POST OnlineIeltsTest/saveAnswers` with these steps. */
  send: (steps: QueuedStep[]) => Promise<SendResult>;
  /** Where the queue is persisted; null when storage is unavailable (the queue then lives in memory). */
  storage: StorageLike | null;
  isOnline?: () => boolean;
  /** Wait after the last change before sending (the learner may still be typing). */
  debounceMs?: number;
  /** Longest wait after the first unsent change, so continuous typing still saves within 2 s. */
  maxWaitMs?: number;
  now?: () => number;
}

/**
 * Drives the save queue: persists each change before anything else, sends batches in order
 * (debounced, at most one request at a time), retries with backoff while the network or the server
 * fails, and stops on a 409. No React here; `use-save-queue.ts` subscribes to it.
 */
export class SaveQueueDriver {
  private state: SaveQueueState;
  private snapshot: SaveSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstUnsentAt: number | null = null;
  private failures = 0;
  private halted: { status: 'closed' | 'rejected'; message: string | null } | null = null;
  private inFlight: Promise<void> | null = null;
  private lastFailed = false;
  private disposed = false;
  private readonly debounceMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;

  constructor(private readonly options: SaveQueueDriverOptions) {
    this.state = options.initial;
    this.debounceMs = options.debounceMs ?? 700;
    this.maxWaitMs = options.maxWaitMs ?? 1500;
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.snapshot = this.buildSnapshot();
  }

  /** Starts driving: the queue read back from storage is persisted again and sent at once. Undone by dispose(). */
  start(): void {
    this.disposed = false;
    this.persist();
    if (this.state.pending.length > 0 && !this.halted) this.schedule(0);
  }

  getSnapshot = (): SaveSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The steps not yet acknowledged (to replay on the screen's answers). */
  getPending(): readonly QueuedStep[] {
    return this.state.pending;
  }

  /** Records one answer change: persisted at once, sent within the debounce window. */
  change(questionId: number, response: unknown): void {
    if (this.disposed) return;
    this.state = enqueueChange(this.state, { questionId, response });
    this.persist();
    if (this.halted) return this.emit();
    this.firstUnsentAt ??= this.now();
    const waited = this.now() - this.firstUnsentAt;
    this.schedule(Math.max(0, Math.min(this.debounceMs, this.maxWaitMs - waited)));
    this.emit();
  }

  /** The browser is back online: try now instead of waiting for the backoff. */
  notifyOnline(): void {
    if (this.halted || this.disposed) return;
    this.failures = 0;
    if (this.state.pending.length > 0) this.schedule(0);
  }

  /**
   * Sends everything queued now and resolves true once the server holds it all, false as soon as a
   * send fails (the queue keeps the steps and the retries go on). Submit calls this first.
   */
  async flushAll(): Promise<boolean> {
    for (;;) {
      if (this.halted) return false;
      if (this.inFlight) {
        await this.inFlight;
        if (this.lastFailed) return false;
        continue;
      }
      if (this.state.pending.length === 0) return true;
      this.clearTimer();
      await this.sendNext();
      if (this.lastFailed) return false;
    }
  }

  /** True while a change is not yet acknowledged (the page warns before unloading). */
  hasUnsaved(): boolean {
    return this.state.pending.length > 0;
  }

  /** Forgets the persisted queue (the attempt is submitted: nothing more can be saved). */
  clearPersisted(): void {
    try {
      this.options.storage?.removeItem(this.storageKey());
    } catch {
      // Storage can be blocked; there is nothing else to forget.
    }
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sendNext();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private sendNext(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const taken = takeBatch(this.state);
    if (!taken || this.halted || this.disposed) return Promise.resolve();
    this.state = taken.state;
    this.emit();
    this.inFlight = this.options
      .send(taken.batch)
      .catch((): SendResult => ({ ok: false, status: 0 }))
      .then((result) => this.settle(result))
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private settle(result: SendResult): void {
    if (result.ok) {
      this.state = acknowledgeBatch(this.state, result.savedSeqs);
      this.failures = 0;
      this.lastFailed = false;
      this.firstUnsentAt = this.state.pending.length > 0 ? this.now() : null;
      this.persist();
      if (this.state.pending.length > 0 && !this.disposed) this.schedule(0);
      return this.emit();
    }
    this.state = failBatch(this.state);
    this.lastFailed = true;
    const kind = classifySaveFailure(result.status);
    if (kind === 'retry') {
      this.failures += 1;
      if (!this.disposed) this.schedule(retryDelayMs(this.failures));
    } else {
      this.halted = { status: kind, message: result.title ?? null };
      this.clearTimer();
    }
    this.emit();
  }

  private storageKey(): string {
    return this.options.storageKey ?? queueStorageKey(this.options.attemptId);
  }

  private persist(): void {
    const key = this.storageKey();
    try {
      if (this.state.pending.length === 0) this.options.storage?.removeItem(key);
      else this.options.storage?.setItem(key, serializeQueue(this.state));
    } catch {
      // A full or blocked storage: the queue still lives in memory and is still sent.
    }
  }

  private buildSnapshot(): SaveSnapshot {
    const unsaved = this.state.pending.length;
    if (this.halted) return { status: this.halted.status, unsaved, message: this.halted.message };
    if (unsaved === 0) return ALL_SAVED;
    const isOffline = this.failures > 0 || !this.isOnline();
    return { status: isOffline ? 'offline' : 'saving', unsaved, message: null };
  }

  private emit(): void {
    const next = this.buildSnapshot();
    const previous = this.snapshot;
    if (next.status === previous.status && next.unsaved === previous.unsaved && next.message === previous.message) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
