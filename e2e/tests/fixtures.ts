import { test as base, expect, type Page } from '@playwright/test';

/** A page that fails its test when the browser logs an error or a request reaches off this machine. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404|Failed to load resource/.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(host) && !request.url().startsWith('data:')) problems.push(`off-machine request: ${request.url()}`);
    });
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
