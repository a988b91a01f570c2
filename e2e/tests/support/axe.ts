import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** axe-core's browser build: an init script, so the pages' Content-Security-Policy does not apply to it. */
export const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** WCAG 2.1 levels A and AA, nothing else (axe's best practices are advice, not the bar). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** One violation worth failing on, short enough to read in a test's failure. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Up to three offending elements: selector and axe's summary (e.g. the contrast it measured). */
  nodes: string[];
}

/** Loads axe into every page of the context (call once, before the first navigation). */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SCRIPT });
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is and returns its critical and serious violations. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  return page.evaluate(async (tags) => {
    // Screens fade in (Reveal's CSS animations): contrast measured mid-fade is of colours no one reads.
    // Finite animations are let finish first; endless ones (illustrations that float) are left running.
    const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    type AxeNode = { target: unknown[]; failureSummary?: string };
    type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };
    const axe = (window as unknown as { axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    if (!axe) throw new Error('axe-core is not loaded: call installAxe on the context first');
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`),
      }));
  }, [...WCAG_TAGS]);
}
