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

/** One look of the screens: colour mode, interface language and window width. */
export interface Look {
  name: string;
  mode: 'light' | 'dark';
  lang: 'en' | 'ar';
  width: number;
}

/** The four looks a person checks a screen in. */
export const LOOKS: readonly Look[] = [
  { name: 'light', mode: 'light', lang: 'en', width: 1280 },
  { name: 'dark', mode: 'dark', lang: 'en', width: 1280 },
  { name: 'narrow', mode: 'light', lang: 'en', width: 390 },
  { name: 'arabic', mode: 'dark', lang: 'ar', width: 1280 },
];

/**
 * The looks a spec walks its screens in: all four when screenshots are taken (someone will look at
 * them); otherwise light English and one look that holds everything else axe can tell apart (dark
 * colours, right to left, a phone's width). `withLight: false` when the spec checked light on its way.
 */
export function looksToCheck({ withLight = true }: { withLight?: boolean } = {}): readonly Look[] {
  if (SHOTS_DIR) return LOOKS;
  const combined: Look = { name: 'dark-arabic-narrow', mode: 'dark', lang: 'ar', width: 390 };
  return withLight ? [LOOKS[0]!, combined] : [combined];
}
