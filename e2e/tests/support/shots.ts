import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots are for people looking at the screens (light, dark, narrow, Arabic): taken only when
 * E2E_SHOTS_DIR names a folder, so CI spends no time on full-page captures nobody opens.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** `shot(name)` saves the page as `E2E_SHOTS_DIR/<spec>-<name>.png` (full page unless told), or does nothing. */
export function screenshotter(page: Page, testInfo: TestInfo): (name: string, options?: { fullPage?: boolean }) => Promise<void> {
  const spec = path.basename(testInfo.file).replace(/\.spec\.ts$/, '');
  return async (name, { fullPage = true } = {}) => {
    if (!SHOTS_DIR) return;
    await page.screenshot({ path: path.join(SHOTS_DIR, `${spec}-${name}.png`), fullPage });
  };
}
