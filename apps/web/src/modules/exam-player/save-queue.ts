/**
 * The pure half of "no answer is ever lost": the queue of answer changes an exam screen has not yet
 * had acknowledged by the server. Every change gets the next `clientSeq` (above the server's
 * `lastClientSeq`), is persisted before anything else, and is sent in order, in batches; a retried
 * batch repeats its sequence numbers, so the server stores it once. The driver
 * (`save-queue-driver.ts`) owns the timers and the network; this file owns the state.
 */

/** One answer change as `POST OnlineIeltsTest/saveAnswers` takes it. */
export interface QueuedStep {
  clientSeq: number;
  questionId: number;
  /** The question type's response; null clears the answer. */
  response: unknown;
}

export interface SaveQueueState {
  /** The sequence number the next change gets. */
  nextSeq: number;
  /** Unacknowledged changes, oldest first. */
  pending: QueuedStep[];
  /** How many of the first `pending` steps are in a request now (they must not be coalesced away). */
  inFlight: number;
}

/** The most steps one request carries (SaveAnswersBodySchema's limit). */
export const MAX_BATCH = 200;

/**
 * The queue of an attempt being opened: the steps persisted by an earlier page (a reload, a closed
 * tab) that the server has not stored yet, numbered on from the highest number either side knows.
 * A persisted step at or below `lastClientSeq` is already stored (saves are sent in order), or was
 * superseded by a later save of another tab: replaying it would change nothing, so it is dropped.
 */
export function openQueue({ lastClientSeq, persisted }: { lastClientSeq: number; persisted: readonly QueuedStep[] }): SaveQueueState {
  const pending = persisted.filter((step) => step.clientSeq > lastClientSeq).sort((a, b) => a.clientSeq - b.clientSeq);
  const highest = Math.max(lastClientSeq, ...pending.map((step) => step.clientSeq));
  return { nextSeq: highest + 1, pending, inFlight: 0 };
}

/**
 * Adds a change. An unsent change of the same question is superseded by it and dropped (the newest
 * response wins either way), so typing a word sends one step, not one per key.
 */
export function enqueueChange(state: SaveQueueState, change: { questionId: number; response: unknown }): SaveQueueState {
  const sent = state.pending.slice(0, state.inFlight);
  const unsent = state.pending.slice(state.inFlight).filter((step) => step.questionId !== change.questionId);
  const step: QueuedStep = { clientSeq: state.nextSeq, questionId: change.questionId, response: change.response ?? null };
  return { nextSeq: state.nextSeq + 1, pending: [...sent, ...unsent, step], inFlight: state.inFlight };
}

/** The next batch to send, oldest first, and the state that marks it in flight; null when nothing waits or a batch is out. */
export function takeBatch(state: SaveQueueState, max: number = MAX_BATCH): { batch: QueuedStep[]; state: SaveQueueState } | null {
  if (state.inFlight > 0 || state.pending.length === 0) return null;
  const batch = state.pending.slice(0, max);
  return { batch, state: { ...state, inFlight: batch.length } };
}

/** The server stored the batch in flight (or had it already): those steps leave the queue. */
export function acknowledgeBatch(state: SaveQueueState, savedSeqs: readonly number[]): SaveQueueState {
  const saved = new Set(savedSeqs);
  const sent = state.pending.slice(0, state.inFlight);
  // A step of the batch the answer does not name stays, to be sent again: a save is never assumed.
  const kept = sent.filter((step) => !saved.has(step.clientSeq));
  return { ...state, pending: [...kept, ...state.pending.slice(state.inFlight)], inFlight: 0 };
}

/** The batch in flight failed: its steps stay first in line. */
export function failBatch(state: SaveQueueState): SaveQueueState {
  return { ...state, inFlight: 0 };
}

/** What to do after a failed save, by HTTP status (0: no answer at all). */
export type SaveFailureKind = 'retry' | 'closed' | 'rejected';

/**
 * `retry` for the network and the server's own troubles (no answer, timeouts, 5xx, 429); `closed`
 * for 409 (time is up, or the attempt was submitted): retrying cannot help and the learner must be
 * told; `rejected` for other refusals (a bad request, a lost session), kept but not retried.
 */
export function classifySaveFailure(status: number): SaveFailureKind {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 409) return 'closed';
  return 'rejected';
}

/** Exponential backoff for retries: 1 s, 2 s, 4 s … capped at 15 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 15_000);
}

/** The latest response per question: the server's answers with the queue's changes replayed on top, in order. */
export function replayOnAnswers({ answers, pending }: { answers: ReadonlyArray<{ questionId: number; response: unknown }>; pending: readonly QueuedStep[] }): Map<number, unknown> {
  const responses = new Map<number, unknown>();
  for (const answer of answers) responses.set(answer.questionId, answer.response);
  for (const step of [...pending].sort((a, b) => a.clientSeq - b.clientSeq)) responses.set(step.questionId, step.response);
  return responses;
}

/** The localStorage key of an attempt's queue. */
export function queueStorageKey(attemptId: number): string {
  return `lexam.exam.queue.${attemptId}`;
}

/** The queue as stored: only the steps (the numbering is rebuilt against the server on load). */
export function serializeQueue(state: SaveQueueState): string {
  return JSON.stringify({ version: 1, steps: state.pending });
}

/** The steps of a stored queue; an unreadable or foreign value gives none rather than failing the screen. */
export function parseQueue(raw: string | null | undefined): QueuedStep[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as { version?: unknown; steps?: unknown };
    if (value?.version !== 1 || !Array.isArray(value.steps)) return [];
    return value.steps.filter(
      (step): step is QueuedStep =>
        !!step && typeof step === 'object' && Number.isInteger((step as QueuedStep).clientSeq) && (step as QueuedStep).clientSeq >= 0 && Number.isInteger((step as QueuedStep).questionId) && 'response' in step,
    );
  } catch {
    return [];
  }
}
