// One Lighthouse audit (performance, accessibility, best practices) of one page in one form factor,
// in Debian's Chromium, launched fresh for each audit so no cache carries over from the last one,
// signed in where the page needs it (the session in localStorage, as the web app keeps it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { WebMeasurement } from './budgets';
import { onCleanup } from './lifecycle';
import { repoRoot } from './server';
import { medianOutcome, performanceScores } from './median-run';
import { seedSession } from './web-pages';
import { auditChromeFlags } from './chrome-flags';
import { throttlingFlags, type ThrottlingMethod } from './throttling';

export type FormFactor = 'desktop' | 'mobile';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Full HTML reports, for a closer look (git-ignored). */
export const reportsDir = path.join(repoRoot, 'bench/.lighthouse');

export interface PageAudit extends WebMeasurement {
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's own warnings (e.g. the page was slow to settle). */
  warnings: string[];
  /** A problem that made the audit unusable, e.g. the page did not load. */
  runtimeError?: string;
  reportFile: string;
  /** A screenshot of the audited screen right after the audit (PNG). */
  screenshotFile?: string;
  /** Accessibility and best-practices audits that failed. */
  failedAudits?: string[];
  /** The performance score of every run, in the order they ran (the audit is the median run's). */
  performanceRuns?: number[];
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** Bytes of JavaScript transferred while the page loaded, from the network-requests audit. */
function scriptKb(lhr: Result): number | null {
  const details = lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  if (!details?.items) return null;
  const bytes = details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round(bytes / 102.4) / 10;
}

export interface AuditRequest {
  /** The page's address (the caller has checked it is loopback). */
  url: string;
  formFactor: FormFactor;
  /** The report files' name in bench/.lighthouse/. */
  name: string;
  /** localStorage entries of the page's origin (the web app's session), set before the audit and kept through it, with the cookies the app keeps beside them. */
  storage?: Record<string, string>;
  /** An element only the real screen renders: the audit fails when the page ends anywhere else or without it. */
  marker?: string | null;
  /** How the load is slowed down (throttling.ts); applied in the browser unless asked otherwise. */
  throttling?: ThrottlingMethod;
}

/** The address the audit ended on, and whether the screen is the one asked for; an empty string when it is. */
async function checkScreen(page: Page, requested: string, marker: string | null | undefined): Promise<string> {
  const ended = new URL(page.url());
  const wanted = new URL(requested);
  if (ended.pathname !== wanted.pathname) return `the audit ended on ${ended.pathname}${ended.search}, not ${wanted.pathname} (a sign-in redirect?): its numbers are not the page's`;
  if (!marker) return '';
  const found = await page.waitForSelector(marker, { timeout: 10_000 }).then(() => true, () => false);
  return found ? '' : `the audited page never showed ${marker} (a loading screen or an error instead of the real screen?)`;
}

/** One Lighthouse run: what it measured, and its report and screenshot not yet written. */
interface RunOutcome {
  audit: Omit<PageAudit, 'reportFile' | 'screenshotFile'>;
  lhr: Result;
  html: string;
  json: string;
  screenshot: Uint8Array | null;
}

/**
 * Audits one page once in a fresh browser: puts the session in the origin's localStorage first (on
 * /api/health, which loads no script, so nothing is cached for the audit), runs Lighthouse with
 * storage reset off so it keeps that session, then checks the audited screen is the real one and
 * takes a screenshot of it.
 */
async function runOnce({ url, formFactor, storage = {}, marker, throttling = 'devtools' }: AuditRequest): Promise<RunOutcome> {
  const chrome = await launch({ chromePath, chromeFlags: auditChromeFlags(), ignoreDefaultFlags: true, logLevel: 'silent' });
  const unregister = onCleanup(() => chrome.kill());
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await seedSession(page, url, storage);
    const result = await lighthouse(
      url,
      { output: ['html', 'json'], logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true, ...throttlingFlags(formFactor, throttling) },
      // The default config is mobile (Moto G Power's screen, slow 4G, 4x CPU slowdown); desktop has its own.
      formFactor === 'desktop' ? desktopConfig : undefined,
      page as unknown as Parameters<typeof lighthouse>[3],
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const [html, json] = Array.isArray(result.report) ? result.report : [result.report, JSON.stringify(lhr)];
    const wrongScreen = lhr.runtimeError ? '' : await checkScreen(page, url, marker);
    const screenshot = await page.screenshot({ type: 'png' }).then((bytes) => bytes, () => null);
    const audit = {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      scriptKb: scriptKb(lhr),
      warnings: lhr.runWarnings.map(String),
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      ...(wrongScreen ? { runtimeError: wrongScreen } : {}),
      ...(lhr.runtimeError ? {} : { failedAudits: failedAudits(lhr) }),
    };
    return { audit, lhr, html: html ?? '', json: json ?? '', screenshot };
  } finally {
    unregister();
    await browser?.disconnect().catch(() => {});
    chrome.kill();
  }
}

/** Writes a run's reports (HTML, JSON) and screenshot to bench/.lighthouse/ and returns its audit. */
function keep(outcome: RunOutcome, { name, formFactor }: AuditRequest, runs: number[]): PageAudit {
  mkdirSync(reportsDir, { recursive: true });
  const reportFile = path.join(reportsDir, `${name}-${formFactor}.html`);
  writeFileSync(reportFile, outcome.html);
  writeFileSync(reportFile.replace(/\.html$/, '.json'), outcome.json);
  const screenshotFile = path.join(reportsDir, `${name}-${formFactor}.png`);
  if (outcome.screenshot) writeFileSync(screenshotFile, outcome.screenshot);
  return {
    ...outcome.audit,
    performanceRuns: runs,
    reportFile: path.relative(repoRoot, reportFile),
    ...(outcome.screenshot ? { screenshotFile: path.relative(repoRoot, screenshotFile) } : {}),
  };
}

/**
 * Audits one page `runs` times, each in a fresh browser, and keeps the median run as Lighthouse
 * itself picks it (the run closest to the median first contentful paint and time to interactive):
 * one audit moves by several points with whatever else the machine is doing. A failed run ends it.
 * Writes the kept run's reports and screenshot to bench/.lighthouse/.
 */
export async function auditPage(request: AuditRequest, runs = 1): Promise<PageAudit> {
  const outcomes: RunOutcome[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const outcome = await runOnce(request);
    outcomes.push(outcome);
    if (outcome.audit.runtimeError) return keep(outcome, request, performanceScores(outcomes));
  }
  return keep(medianOutcome(outcomes), request, performanceScores(outcomes));
}

/** Accessibility and best-practices audits that failed (what to fix), by id. */
function failedAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
}
