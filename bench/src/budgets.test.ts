import { describe, expect, it } from 'vitest';
import { apiBudgetFor, checkApiBudget, checkWebBudget, ratioOf, webBudgetFor, type Budgets } from './budgets';
import { errorPct, withFailures, type LoadResult } from './load';

const budgets = {
  api: {
    testFetch: { minRatio: 0.5, maxErrorPct: 0 },
    startSpike: { maxErrorPct: 0, engines: { postgres: { maxP99Ms: 500 } } },
  },
};

describe('budgets of the load scenarios', () => {
  it('adds an engine’s own limits to the common ones', () => {
    expect(apiBudgetFor(budgets, 'startSpike', 'postgres')).toEqual({ maxErrorPct: 0, maxP99Ms: 500 });
    expect(apiBudgetFor(budgets, 'startSpike', 'pglite')).toEqual({ maxErrorPct: 0 });
    expect(apiBudgetFor(budgets, 'nothing', 'pglite')).toBeUndefined();
  });

  it('names each broken budget: ratio, p99, errors', () => {
    const spike = apiBudgetFor(budgets, 'startSpike', 'postgres');
    expect(checkApiBudget({ rps: 100, p99Ms: 499, errorPct: 0 }, spike)).toEqual([]);
    expect(checkApiBudget({ rps: 100, p99Ms: 812, errorPct: 1.5 }, spike)).toEqual(['p99 812 ms > maxP99Ms 500', 'errors 1.5 % > maxErrorPct 0']);
    const fetch = apiBudgetFor(budgets, 'testFetch', 'pglite');
    expect(checkApiBudget({ rps: 900, p99Ms: 80, errorPct: 0, ratio: 0.45 }, fetch)).toEqual(['ratio to baseline 0.45 < minRatio 0.5']);
    expect(checkApiBudget({ rps: 900, p99Ms: 80, errorPct: 0, ratio: 0.5 }, fetch)).toEqual([]);
    expect(checkApiBudget({ rps: 900, p99Ms: 80, errorPct: 0 }, fetch)).toEqual(['no baseline was measured, so minRatio 0.5 cannot be checked']);
  });

  it('takes the ratio only against a measured baseline', () => {
    expect(ratioOf(500, 2000)).toBe(0.25);
    expect(ratioOf(500, 0)).toBeUndefined();
    expect(ratioOf(500, undefined)).toBeUndefined();
  });
});

describe('budgets of the web pages', () => {
  const web: Budgets = {
    api: {},
    web: {
      minPerformance: 90,
      maxTbtMs: 300,
      formFactors: { mobile: { maxTbtMs: 600 } },
      pages: { '/dashboard/home': { maxFirstLoadJsKb: 335, formFactors: { mobile: { minPerformance: 60 } } } },
    },
  };

  it('layers defaults, the form factor, the page, and the page in that form factor', () => {
    expect(webBudgetFor(web, '/', 'desktop')).toEqual({ minPerformance: 90, maxTbtMs: 300 });
    expect(webBudgetFor(web, '/', 'mobile')).toEqual({ minPerformance: 90, maxTbtMs: 600 });
    expect(webBudgetFor(web, '/dashboard/home', 'desktop')).toEqual({ minPerformance: 90, maxTbtMs: 300, maxFirstLoadJsKb: 335 });
    expect(webBudgetFor(web, '/dashboard/home', 'mobile')).toEqual({ minPerformance: 60, maxTbtMs: 600, maxFirstLoadJsKb: 335 });
  });

  it('names each broken limit of a page', () => {
    const measured = { performance: 88, accessibility: 100, bestPractices: 100, lcpMs: 2000, tbtMs: 640, cls: 0, scriptKb: 280 };
    expect(checkWebBudget(measured, webBudgetFor(web, '/', 'mobile'))).toEqual(['performance 88 < minPerformance 90', 'TBT 640 > maxTbtMs 600']);
    expect(checkWebBudget({ ...measured, performance: 61, tbtMs: 500 }, webBudgetFor(web, '/dashboard/home', 'mobile'))).toEqual([]);
  });
});

describe('errors', () => {
  const result: LoadResult = { connections: 500, durationSeconds: 2, requests: 500, rps: 250, p50Ms: 1, p90Ms: 1, p99Ms: 1, maxMs: 1, non2xx: 0, errors: 0, timeouts: 0, errorPct: 0, statusCodes: { 200: 500 } };

  it('counts non-2xx and unanswered requests over everything sent', () => {
    expect(errorPct({ requests: 90, non2xx: 5, errors: 10 })).toBe(15);
    expect(errorPct({ requests: 0, non2xx: 0, errors: 0 })).toBe(100);
  });

  it('counts 2xx answers a scenario found wrong as errors', () => {
    expect(withFailures(result, 0)).toBe(result);
    expect(withFailures(result, 25)).toMatchObject({ errors: 25, errorPct: 5 });
  });
});
