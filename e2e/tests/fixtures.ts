import { test as base, expect, type Page } from '@playwright/test';

/**
 * Starts collecting what fails a test on `page`: page errors, console errors (a 404's "Failed to load
 * resource" aside, never a Content-Security-Policy refusal), requests leaving this machine (a data: or blob: address stays on it), and every
 * `securitypolicyviolation` event, listened for by a script of Playwright's, which the page's policy
 * does not govern. Returns the list, filled as problems happen.
 */
export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    const refused = /Refused to |Content.Security.Policy|ERR_BLOCKED_BY_CSP/i.test(text);
    if (message.type() === 'error' && (refused || !/status of 404|Failed to load resource/.test(text))) problems.push(`console: ${text}`);
  });
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(host) && !/^(data|blob):/.test(request.url())) problems.push(`off-machine request: ${request.url()}`);
  });
  await page.exposeBinding('__e2eCspViolation', (_source, text: string) => { problems.push(`CSP violation: ${text}`); });
  await page.addInitScript(() => {
    window.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation(text: string): Promise<void> }).__e2eCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || '(no address)'} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
    }, true);
  });
  return problems;
}

/** A page that fails its test on any problem watchPageProblems collects (a CSP violation among them). */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems = await watchPageProblems(page);
    await use(page);
    expect(problems, problems.join('\n')).toEqual([]);
  },
});

export { expect };

/** The background colour of the page body, as the browser computed it. */
export async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Whether an rgb() colour is dark. */
export function isDark(rgb: string): boolean {
  const [r = 255, g = 255, b = 255] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < 0.5;
}

/** Waits until React has hydrated the element (its DOM node carries React's fiber): a click before that is a plain browser navigation. */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}
