import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe } from './support/axe';
import { collectWalkLinks, describeProblems, signInForWalk, visitScreen, WALK_ROLES, type ScreenVisit } from './support/link-walk';

// Issue 23, items 2 and 13: every link of the learner's and the dashboard's navigations and of the
// home leads to a screen (no 404), and axe (WCAG 2.1 A and AA) finds no critical or serious problem
// on any of them, in light English and in dark Arabic, and on a sample of screens under each colour
// preset in both modes. The roles' walks are independent: they run side by side.
test.describe.configure({ mode: 'parallel' });

/** The six colour presets of the settings (apps/web/src/settings/settings-cookies.ts). */
const COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

interface Look {
  mode: 'light' | 'dark';
  language: 'en' | 'ar';
  preset?: (typeof COLOR_PRESETS)[number];
}

/** The settings and language are cookies the server reads, so the first paint is already in them. */
async function setLook(page: Page, { mode, language, preset = 'default' }: Look): Promise<void> {
  await page.context().addCookies([
    { name: 'settings-mode', value: mode, url: baseURL },
    { name: 'settings-color-preset', value: preset, url: baseURL },
    { name: 'i18nextLng', value: language, url: baseURL },
  ]);
}

async function visitAll(page: Page, paths: readonly string[]): Promise<ScreenVisit[]> {
  const visits: ScreenVisit[] = [];
  for (const path of paths) visits.push(await visitScreen(page, path));
  return visits;
}

/** 404s and axe findings are reported apart: a dead link does not hide the accessibility of the others. */
function expectClean(visits: readonly ScreenVisit[]): void {
  const dead = describeProblems(visits.filter((visit) => visit.notFound));
  const inaccessible = describeProblems(visits.filter((visit) => !visit.notFound));
  expect.soft(dead, `links leading to a 404:\n${dead.join('\n')}`).toEqual([]);
  expect(inaccessible, `critical or serious axe violations:\n${inaccessible.join('\n')}`).toEqual([]);
}

const WALKS: readonly Look[] = [
  { mode: 'light', language: 'en' },
  { mode: 'dark', language: 'ar' },
];

for (const look of WALKS) {
  for (const role of WALK_ROLES) {
    test(`${role}, ${look.mode}, ${look.language}: every link of the navigations and the home leads to a screen axe passes`, async ({ page }) => {
      test.setTimeout(240_000);
      await installAxe(page.context());
      await setLook(page, look);
      await signInForWalk(page, role);
      const links = await collectWalkLinks(page, role);
      // The walk found the navigation, not only a page of it: the learner's nine items, the dashboard's sidebar.
      expect(links.length).toBeGreaterThanOrEqual(role === 'learner' ? 12 : 10);
      expectClean(await visitAll(page, links));
    });
  }
}

/**
 * Screens where a preset colours text: the landing (server-drawn, the theme's CSS variables), a test
 * list (its edition tabs and toggles) and a dashboard list (tabs, chips, the nav's active item).
 */
const PRESET_SAMPLE = ['/', '/page/onlinetest/testtoeic/reading/ets/test', '/dashboard/system/user/list'] as const;

for (const preset of COLOR_PRESETS) {
  test(`colour preset ${preset}: sample screens pass axe in light and dark`, async ({ page }) => {
    test.setTimeout(120_000);
    await installAxe(page.context());
    await signInLearnerByApi(page);
    await signInAdminByApi(page);
    const visits: ScreenVisit[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await setLook(page, { mode, language: mode === 'light' ? 'en' : 'ar', preset });
      visits.push(...(await visitAll(page, PRESET_SAMPLE)));
    }
    expectClean(visits);
  });
}
