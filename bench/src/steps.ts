// Extra steps of `npm run bench` after an engine's load scenarios, e.g. the reliability runs
// (bench/src/reliability/*, wired in by adding them to `extraSteps`). A step gets the engine's
// prepared data and the running server; it may start servers of its own (in .data/bench/, on
// loopback). A step that reports `ok: false` makes the run exit 1.
import type { PreparedData } from './data/prepare';

export interface StepContext {
  engine: string;
  /** The server the load scenarios ran against, still running (JWT_SECRET = data.secret, BENCH_BASELINE=true). */
  baseUrl: string;
  /** The engine's data folder, database URL, secret, learners and admin token; absent with --url. */
  data?: PreparedData;
  /** --duration, when given: a quick run wants small steps too. */
  duration?: number;
}

export interface StepReport {
  name: string;
  ok: boolean;
  /** What to print and keep in the results: one line per finding or count. */
  lines: string[];
}

export interface BenchStep {
  name: string;
  run(context: StepContext): Promise<StepReport>;
}

/** The steps every full run makes after the scenarios; empty until the reliability runs are wired in. */
export const extraSteps: BenchStep[] = [];
