// bench/budgets.json: the limits each measurement is held to. A run says which scenario or page is
// over which budget; the numbers are a starting point for a 2-core machine, tightened as baselines
// accumulate (see bench/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server';

export interface ApiBudget {
  /** Lowest acceptable average of requests per second. */
  minRps?: number;
  /** Highest acceptable 99th percentile of latency, ms. */
  maxP99Ms?: number;
  /** Highest acceptable share of answers that were not 2xx or did not come (errors, timeouts), in %. */
  maxErrorPct?: number;
  /** Lowest acceptable requests/s as a share of the baseline's (the same JSON from memory), measured in the same run. */
  minRatio?: number;
}

/** A scenario's budget: the limits of every engine, and each engine's own on top (`engines.postgres`). */
export type ApiBudgetEntry = ApiBudget & { engines?: Record<string, ApiBudget> };

export interface WebBudget {
  /** Lighthouse category scores, 0-100. */
  minPerformance?: number;
  minAccessibility?: number;
  minBestPractices?: number;
  maxLcpMs?: number;
  maxTbtMs?: number;
  maxCls?: number;
  /** JavaScript the browser downloads for the page (transfer size, KB), as Lighthouse saw it. */
  maxScriptKb?: number;
  /** First-load JavaScript of a route in the Next build, gzipped KB (checked per route, not per form factor). */
  maxFirstLoadJsKb?: number;
}

export interface Budgets {
  api: Record<string, ApiBudgetEntry>;
  /**
   * Defaults for every page, `formFactors.<desktop|mobile>` on top, then `pages["/path"]` on top, then
   * that page's own `formFactors.<desktop|mobile>`.
   */
  web: WebBudget & { formFactors?: Record<string, WebBudget>; pages?: Record<string, WebBudget & { formFactors?: Record<string, WebBudget> }> };
}

export const budgetsFile = path.join(repoRoot, 'bench/budgets.json');

export function loadBudgets(): Budgets {
  const parsed = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Partial<Budgets>;
  return { api: parsed.api ?? {}, web: parsed.web ?? {} };
}

export interface ApiMeasurement {
  rps: number;
  p99Ms: number;
  errorPct: number;
  /** rps / the baseline's rps; undefined without a baseline. */
  ratio?: number;
}

/** The budget of one scenario on one engine: the common limits, then the engine's own; undefined when there is none. */
export function apiBudgetFor(budgets: Pick<Budgets, 'api'>, key: string, engine: string): ApiBudget | undefined {
  const entry = budgets.api[key];
  if (!entry) return undefined;
  const { engines, ...common } = entry;
  return { ...common, ...engines?.[engine] };
}

/** requests/s over the baseline's, or undefined when there is no baseline to compare with. */
export function ratioOf(rps: number, baselineRps: number | undefined): number | undefined {
  if (baselineRps === undefined || !(baselineRps > 0)) return undefined;
  return rps / baselineRps;
}

/** The budgets a scenario's measurement breaks, as sentences; empty when it is within all of them. */
export function checkApiBudget(measured: ApiMeasurement, budget: ApiBudget | undefined): string[] {
  if (!budget) return [];
  const over: string[] = [];
  if (budget.minRatio !== undefined) {
    if (measured.ratio === undefined) over.push(`no baseline was measured, so minRatio ${budget.minRatio} cannot be checked`);
    else if (measured.ratio < budget.minRatio) over.push(`ratio to baseline ${round(measured.ratio)} < minRatio ${budget.minRatio}`);
  }
  if (budget.minRps !== undefined && measured.rps < budget.minRps) over.push(`requests/s ${round(measured.rps)} < minRps ${budget.minRps}`);
  if (budget.maxP99Ms !== undefined && measured.p99Ms > budget.maxP99Ms) over.push(`p99 ${round(measured.p99Ms)} ms > maxP99Ms ${budget.maxP99Ms}`);
  if (budget.maxErrorPct !== undefined && measured.errorPct > budget.maxErrorPct) over.push(`errors ${round(measured.errorPct)} % > maxErrorPct ${budget.maxErrorPct}`);
  return over;
}

/** The budget of one page in one form factor: defaults, the form factor's, the page's, the page's in that form factor. */
export function webBudgetFor(budgets: Budgets, page: string, formFactor: string): WebBudget {
  const { formFactors, pages, ...defaults } = budgets.web;
  const { formFactors: pageFormFactors, ...pageBudget } = pages?.[page] ?? {};
  return { ...defaults, ...formFactors?.[formFactor], ...pageBudget, ...pageFormFactors?.[formFactor] };
}

export interface WebMeasurement {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptKb: number | null;
}

export function checkWebBudget(measured: WebMeasurement, budget: WebBudget): string[] {
  const over: string[] = [];
  const atLeast = (label: string, value: number | null, limit: number | undefined, key: string) => {
    if (limit !== undefined && value !== null && value < limit) over.push(`${label} ${round(value)} < ${key} ${limit}`);
  };
  const atMost = (label: string, value: number | null, limit: number | undefined, key: string) => {
    if (limit !== undefined && value !== null && value > limit) over.push(`${label} ${round(value)} > ${key} ${limit}`);
  };
  atLeast('performance', measured.performance, budget.minPerformance, 'minPerformance');
  atLeast('accessibility', measured.accessibility, budget.minAccessibility, 'minAccessibility');
  atLeast('best practices', measured.bestPractices, budget.minBestPractices, 'minBestPractices');
  atMost('LCP', measured.lcpMs, budget.maxLcpMs, 'maxLcpMs');
  atMost('TBT', measured.tbtMs, budget.maxTbtMs, 'maxTbtMs');
  atMost('CLS', measured.cls, budget.maxCls, 'maxCls');
  atMost('script KB', measured.scriptKb, budget.maxScriptKb, 'maxScriptKb');
  return over;
}

/** Two significant decimals at most: enough for a report, never noise. */
export function round(value: number): number {
  if (Math.abs(value) >= 100) return Math.round(value);
  if (Math.abs(value) >= 1) return Math.round(value * 10) / 10;
  return Math.round(value * 1000) / 1000;
}
