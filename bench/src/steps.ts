// Extra steps of `npm run bench` after an engine's load scenarios, e.g. the reliability runs
// (bench/src/reliability/*, wired in by adding them to `extraSteps`). A step gets the engine's
// prepared data and the running server; it may start servers of its own (in .data/bench/, on
// loopback). A step that reports `ok: false` makes the run exit 1.
import type { PreparedData } from './data/prepare';
import { POSTGRES_ADMIN_URL } from './postgres';
import { runReliability } from './reliability';

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
  /** What the step may take at most, added to the run's overall time limit. */
  timeLimitSeconds: number;
  run(context: StepContext): Promise<StepReport>;
}

/**
 * The reliability runs (kill -9 during autosave, duplicate submits, the OpenAPI fuzz) on the same
 * engine, each with servers and databases of its own: full size, or small when --duration asks for a
 * quick run. Skipped with --url (they need to start and kill servers of their own).
 */
const reliabilityStep: BenchStep = {
  name: 'reliability',
  timeLimitSeconds: 1_500,
  async run({ engine, data, duration }) {
    if (!data) return { name: 'reliability', ok: true, lines: ['skipped: the bench did not start the server (--url)'] };
    const size = duration !== undefined && duration < 10 ? 'small' : 'full';
    const results = await runReliability({ size, adminUrl: engine === 'postgres' ? POSTGRES_ADMIN_URL : undefined, log: (line) => console.info(`  ${line}`) });
    return { name: `reliability (${size})`, ok: results.isOk, lines: results.summaries };
  },
};

/** The steps every run makes after an engine's scenarios. */
export const extraSteps: BenchStep[] = [reliabilityStep];
