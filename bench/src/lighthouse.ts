// One Lighthouse audit (performance, accessibility, best practices) of one page in one form factor,
// in Debian's Chromium, launched fresh for each audit so no cache carries over from the last one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import type { WebMeasurement } from './budgets';
import { onCleanup } from './lifecycle';
import { repoRoot } from './server';

export type FormFactor = 'desktop' | 'mobile';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
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

/** Audits one URL (which the caller has checked is loopback); writes the HTML report to bench/.lighthouse/. */
export async function auditPage({ url, formFactor, name }: { url: string; formFactor: FormFactor; name: string }): Promise<PageAudit> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  const unregister = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      // The default config is mobile (Moto G Power, slow 4G, 4x CPU slowdown); desktop has its own.
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    mkdirSync(reportsDir, { recursive: true });
    const reportFile = path.join(reportsDir, `${name}-${formFactor}.html`);
    writeFileSync(reportFile, Array.isArray(result.report) ? result.report.join('\n') : result.report);
    return {
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
      reportFile: path.relative(repoRoot, reportFile),
    };
  } finally {
    unregister();
    chrome.kill();
  }
}
