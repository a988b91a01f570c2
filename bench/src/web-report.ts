// The record of one `npm run bench:web` run and its tables (terminal and README).
import { round } from './budgets';
import type { FormFactor, PageAudit } from './lighthouse';
import type { BundleReport } from './next-bundles';
import type { Machine } from './results';
import { scoreRange } from './median-run';
import { formatMarkdownTable, formatTable, type Cell } from './table';
import { describeThrottling, type ThrottlingMethod } from './throttling';

export interface WebPageRecord {
  /** The route (as the Next build names it). */
  page: string;
  /** landing, learner home, test screen, dashboard home, or the path given. */
  label?: string;
  /** The address audited (path and query), e.g. the exam screen with its attempt. */
  url?: string;
  formFactor: FormFactor;
  /** measured; missing: the page answers 404; error: another non-2xx answer or a failed audit. */
  status: 'measured' | 'missing' | 'error';
  httpStatus: number;
  note?: string;
  audit?: PageAudit;
  overBudget: string[];
}

export interface WebRun {
  kind: 'web';
  startedAt: string;
  finishedAt: string;
  target: { baseUrl: string; isStartedByBench: boolean; engine: string; version: string };
  machine: Machine;
  chromium: string;
  /** Lighthouse runs per page and form factor; each page's numbers are its median run's. Absent in runs before 2026-11-26 (one run). */
  runs?: number;
  /** How the loads were slowed down (throttling.ts). Absent in runs before 2026-11-26 evening (simulated). */
  throttling?: ThrottlingMethod;
  pages: WebPageRecord[];
  bundles: BundleReport;
}

const pageHeaders = ['page', 'route', 'form', 'perf', 'perf range', 'a11y', 'best-pr', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'budget'];
const bundleHeaders = ['route', 'JS files', 'raw KB', 'gzip KB', 'budget'];

const maybe = (value: number | null | undefined) => (value === null || value === undefined ? null : round(value));

function verdict(overBudget: string[], status: string): string {
  if (status === 'missing') return 'missing (404)';
  if (status === 'error') return 'ERROR';
  return overBudget.length > 0 ? 'OVER' : 'ok';
}

function pageRow(record: WebPageRecord): Cell[] {
  const a = record.audit;
  return [record.label ?? record.page, record.page, record.formFactor, a?.performance, scoreRange(a?.performanceRuns), a?.accessibility, a?.bestPractices, maybe(a?.fcpMs), maybe(a?.lcpMs), maybe(a?.tbtMs), maybe(a?.cls), maybe(a?.scriptKb), verdict(record.overBudget, record.status)];
}

const bundleRows = (bundles: BundleReport): Cell[][] => bundles.routes.map((route) => [route.route, route.files, route.rawKb, route.gzipKb, route.overBudget.length ? 'OVER' : 'ok']);

function othersLine(bundles: BundleReport): string | null {
  const others = bundles.others;
  if (!others?.count) return null;
  return `The build's ${others.count} other routes are within budget${others.largest ? `; the largest is ${others.largest.route} at ${others.largest.gzipKb} KB gzipped` : ''}.`;
}

function problems(run: WebRun): string[] {
  return [
    ...run.pages.flatMap((record) => [
      ...(record.note ? [`${record.label ?? record.page} (${record.formFactor}): ${record.note}`] : []),
      ...record.overBudget.map((problem) => `OVER BUDGET ${record.label ?? record.page} ${record.page} (${record.formFactor}): ${problem}`),
      ...(record.audit?.failedAudits?.length ? [`${record.label ?? record.page} (${record.formFactor}): failed audits: ${record.audit.failedAudits.join(', ')}`] : []),
    ]),
    ...run.bundles.routes.flatMap((route) => [
      ...route.overBudget.map((problem) => `OVER BUDGET first-load JS of ${route.route}: ${problem}`),
      ...(route.mismatch ? [`first-load JS of ${route.route}: ${route.mismatch}`] : []),
    ]),
  ];
}

function bundleTitle(bundles: BundleReport): string {
  if (!bundles.source) return `First-load JavaScript per route: ${bundles.note ?? 'unavailable'}`;
  return `First-load JavaScript per route (Next build of ${bundles.builtAt ?? 'unknown date'}, from .next/${bundles.source})${bundles.note ? `: ${bundles.note}` : ''}`;
}

/** How many Lighthouse runs each row stands for. */
function runsNote(run: WebRun): string {
  const runs = run.runs ?? 1;
  return `${describeThrottling(run.throttling)}; ${runs > 1 ? `each row the median of ${runs} runs ("perf range": the lowest and highest performance of the ${runs})` : 'one run per row'}`;
}

/** The run's tables and the budgets it breaks, for the terminal. */
export function formatWebRun(run: WebRun): string {
  const lines = [`\nLighthouse (${run.chromium}; ${runsNote(run)}; scores 0-100; JS KB = scripts transferred)`, formatTable(pageHeaders, run.pages.map(pageRow))];
  lines.push('', bundleTitle(run.bundles));
  if (run.bundles.routes.length) lines.push(formatTable(bundleHeaders, bundleRows(run.bundles)));
  const others = othersLine(run.bundles);
  if (others) lines.push(others);
  for (const problem of problems(run)) lines.push(`  ${problem}`);
  return lines.join('\n');
}

/** The run as a Markdown section for bench/README.md. */
export function formatWebRunMarkdown(run: WebRun): string {
  const lines = [`${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${run.chromium}, ${run.machine.cpus} CPUs, database ${run.target.engine}, version ${run.target.version}; ${runsNote(run)}`, '', formatMarkdownTable(pageHeaders, run.pages.map(pageRow))];
  lines.push('', `${bundleTitle(run.bundles)}${run.bundles.routes.length ? '' : '.'}`);
  if (run.bundles.routes.length) lines.push('', formatMarkdownTable(bundleHeaders, bundleRows(run.bundles)));
  const others = othersLine(run.bundles);
  if (others) lines.push('', others);
  const notes = problems(run);
  if (notes.length) lines.push('', ...notes.map((note) => `- ${note}`));
  return lines.join('\n');
}
