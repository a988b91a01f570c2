// The record of one `npm run bench:web` run and its tables (terminal and README).
import { round } from './budgets';
import type { FormFactor, PageAudit } from './lighthouse';
import type { BundleReport } from './next-bundles';
import type { Machine } from './results';
import { formatMarkdownTable, formatTable, type Cell } from './table';

export interface WebPageRecord {
  page: string;
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
  pages: WebPageRecord[];
  bundles: BundleReport;
}

const pageHeaders = ['page', 'form', 'perf', 'a11y', 'best-pr', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'budget'];
const bundleHeaders = ['route', 'JS files', 'raw KB', 'gzip KB', 'budget'];

const maybe = (value: number | null | undefined) => (value === null || value === undefined ? null : round(value));

function verdict(overBudget: string[], status: string): string {
  if (status === 'missing') return 'missing (404)';
  if (status === 'error') return 'ERROR';
  return overBudget.length > 0 ? 'OVER' : 'ok';
}

function pageRow(record: WebPageRecord): Cell[] {
  const a = record.audit;
  return [record.page, record.formFactor, a?.performance, a?.accessibility, a?.bestPractices, maybe(a?.fcpMs), maybe(a?.lcpMs), maybe(a?.tbtMs), maybe(a?.cls), maybe(a?.scriptKb), verdict(record.overBudget, record.status)];
}

const bundleRows = (bundles: BundleReport): Cell[][] => bundles.routes.map((route) => [route.route, route.files, route.rawKb, route.gzipKb, route.overBudget.length ? 'OVER' : 'ok']);

function problems(run: WebRun): string[] {
  return [
    ...run.pages.flatMap((record) => [
      ...(record.note ? [`${record.page} (${record.formFactor}): ${record.note}`] : []),
      ...record.overBudget.map((problem) => `OVER BUDGET ${record.page} (${record.formFactor}): ${problem}`),
    ]),
    ...run.bundles.routes.flatMap((route) => route.overBudget.map((problem) => `OVER BUDGET first-load JS of ${route.route}: ${problem}`)),
  ];
}

function bundleTitle(bundles: BundleReport): string {
  if (!bundles.source) return `First-load JavaScript per route: ${bundles.note ?? 'unavailable'}`;
  return `First-load JavaScript per route (Next build of ${bundles.builtAt ?? 'unknown date'}, from .next/${bundles.source})${bundles.note ? `: ${bundles.note}` : ''}`;
}

/** The run's tables and the budgets it breaks, for the terminal. */
export function formatWebRun(run: WebRun): string {
  const lines = [`\nLighthouse (${run.chromium}; scores 0-100; JS KB = scripts transferred)`, formatTable(pageHeaders, run.pages.map(pageRow))];
  lines.push('', bundleTitle(run.bundles));
  if (run.bundles.routes.length) lines.push(formatTable(bundleHeaders, bundleRows(run.bundles)));
  for (const problem of problems(run)) lines.push(`  ${problem}`);
  return lines.join('\n');
}

/** The run as a Markdown section for bench/README.md. */
export function formatWebRunMarkdown(run: WebRun): string {
  const lines = [`${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${run.chromium}, ${run.machine.cpus} CPUs, database ${run.target.engine}, version ${run.target.version}`, '', formatMarkdownTable(pageHeaders, run.pages.map(pageRow))];
  lines.push('', `${bundleTitle(run.bundles)}${run.bundles.routes.length ? '' : '.'}`);
  if (run.bundles.routes.length) lines.push('', formatMarkdownTable(bundleHeaders, bundleRows(run.bundles)));
  const notes = problems(run);
  if (notes.length) lines.push('', ...notes.map((note) => `- ${note}`));
  return lines.join('\n');
}
