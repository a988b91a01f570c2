// Grading off the event loop. A submit burst grades hundreds of attempts at once (500 submits of a
// 40-question test are 20,000 questions marked); on the event loop that work delays every other
// request. The API server starts one worker thread (`startGradingWorker`) and a batch of submits is
// graded there, while the event loop goes on serving; what comes back is each attempt's scores and
// its result as the JSON that is stored. Every batch goes there, a single submit too (the round trip
// costs far less than grading, and a worker that grades the early finishers has its code compiled
// by the time the bell brings the rest). Batches with another grader (tests), a worker still
// starting and any failure of the worker (a crash, no answer within `WORKER_TIMEOUT_MS`) are graded
// on the event loop instead, with the same code.
import { Worker } from 'node:worker_threads';
import type { GradingTest, GradingTree } from './grade-attempt';
import { gradeWithParts } from './grade-with-parts';
import { gradeToStored, keepTree, type GradeJob, type GradeJobMessage, type GradeReply, type GradeRequest, type GradedAttempt } from './grading-protocol';
import type { GradeFn } from './types';

/** A batch the worker has not answered by then is graded on the event loop, and the worker replaced. */
export const WORKER_TIMEOUT_MS = 10_000;
/** A worker that stopped is started again at most this often. */
const RESTART_AFTER_MS = 5_000;

interface Pending {
  resolve: (graded: GradedAttempt[]) => void;
  reject: (error: Error) => void;
}

interface WorkerState {
  worker: Worker;
  ready: boolean;
  /** The contents sent to this worker, kept exactly as the worker keeps them. */
  sent: Map<number, true>;
  pending: Map<number, Pending>;
}

let wanted = false;
let current: WorkerState | undefined;
let startedAt = 0;
let nextRequestId = 1;
let nextTreeId = 1;
const treeIds = new WeakMap<GradingTree, number>();

/**
 * Starts the grading worker (the API server does, at start-up, so that it is ready before a burst).
 * Resolves once it is ready to grade, or after `waitMs` (it loads and compiles its code first: a
 * second or more); until it is ready, batches are graded on the event loop.
 */
export function startGradingWorker({ waitMs = 10_000 }: { waitMs?: number } = {}): Promise<boolean> {
  wanted = true;
  current ??= spawn();
  const state = current;
  if (state.ready) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), waitMs);
    timer.unref();
    function done(isReady: boolean) {
      clearTimeout(timer);
      state.worker.off('message', onMessage);
      state.worker.off('exit', onExit);
      resolve(isReady);
    }
    const onMessage = (message: unknown) => message === 'ready' && done(true);
    const onExit = () => done(false);
    state.worker.on('message', onMessage);
    state.worker.on('exit', onExit);
  });
}

/** Stops it; batches graded from now on are graded on the event loop. */
export async function stopGradingWorker(): Promise<void> {
  wanted = false;
  const state = current;
  if (!state) return;
  retire(state, new Error('The grading worker was stopped.'));
  await state.worker.terminate();
}

/** Whether a worker is running and ready (for tests and diagnostics). */
export function isGradingWorkerReady(): boolean {
  return current?.ready === true;
}

function spawn(): WorkerState {
  startedAt = Date.now();
  const worker = new Worker(new URL('./grading-worker-entry.mjs', import.meta.url));
  worker.unref();
  const state: WorkerState = { worker, ready: false, sent: new Map(), pending: new Map() };
  worker.on('message', (message: GradeReply | 'ready') => {
    if (message === 'ready') {
      state.ready = true;
      return;
    }
    const waiter = state.pending.get(message.id);
    if (!waiter) return;
    state.pending.delete(message.id);
    if (message.ok) waiter.resolve(message.graded);
    else {
      waiter.reject(new Error(message.message));
      if (message.lost) {
        retire(state, new Error(message.message));
        void worker.terminate();
      }
    }
  });
  worker.on('error', (error) => retire(state, error));
  worker.on('exit', (code) => retire(state, new Error(`The grading worker stopped (exit code ${code}).`)));
  return state;
}

/** Forgets a worker that failed or was stopped; its waiting batches are graded on the event loop. */
function retire(state: WorkerState, error: Error): void {
  if (current === state) current = undefined;
  for (const waiter of state.pending.values()) waiter.reject(error);
  state.pending.clear();
}

function readyWorker(): WorkerState | undefined {
  if (!wanted) return undefined;
  if (!current && Date.now() - startedAt >= RESTART_AFTER_MS) current = spawn();
  return current?.ready ? current : undefined;
}

/** What grading reads of a content, without its passages and texts (the copy to the worker stays small). */
const gradingPartOf = (tree: GradingTree): GradingTree => ({
  sections: tree.sections.map((section) => ({ id: section.id, groups: section.groups.map((group) => ({ questions: group.questions })) })),
});
const gradingTestOf = ({ id, kind, skill, conversionTable }: GradingTest): GradingTest => ({ id, kind, skill, conversionTable });

function inWorker(state: WorkerState, jobs: GradeJob[]): Promise<GradedAttempt[]> {
  const trees: GradeRequest['trees'] = [];
  const messages: GradeJobMessage[] = jobs.map((job) => {
    let treeId = treeIds.get(job.tree);
    if (treeId === undefined) treeIds.set(job.tree, (treeId = nextTreeId++));
    if (!state.sent.has(treeId) && !trees.some(([id]) => id === treeId)) trees.push([treeId, gradingPartOf(job.tree)]);
    return { treeId, sectionIds: job.sectionIds, test: gradingTestOf(job.test), responses: [...job.responses] };
  });
  // The worker keeps them in this order too (keepTree on both sides).
  for (const [id] of trees) keepTree(state.sent, id, true);
  const id = nextRequestId++;
  return new Promise<GradedAttempt[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      retire(state, new Error(`The grading worker did not answer within ${WORKER_TIMEOUT_MS} ms.`));
      void state.worker.terminate();
    }, WORKER_TIMEOUT_MS);
    state.pending.set(id, {
      resolve: (graded) => { clearTimeout(timer); resolve(graded); },
      reject: (error) => { clearTimeout(timer); reject(error); },
    });
    state.worker.postMessage({ id, trees, jobs: messages } satisfies GradeRequest);
  });
}

/**
 * Grades a batch's attempts: each one's scores and stored JSON, in order. With the registry's
 * grader and a ready worker, in the worker; otherwise (or if the worker fails) here.
 */
export async function gradeJobs(jobs: GradeJob[], grade: GradeFn = gradeWithParts): Promise<GradedAttempt[]> {
  const state = grade === gradeWithParts && jobs.length > 0 ? readyWorker() : undefined;
  if (state) {
    try {
      const graded = await inWorker(state, jobs);
      if (graded.length === jobs.length) return graded;
    } catch {
      // Graded below: a grading error throws there the same way, anything else was the worker's.
    }
  }
  return jobs.map((job) => gradeToStored(job, grade));
}
