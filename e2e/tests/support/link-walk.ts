import type { Page } from '@playwright/test';
import { DEMO, signInAdminByApi, signInLearnerByApi } from './auth';
import { seriousViolations, type AxeFinding } from './axe';

/** The three kinds of user the walk signs in as (issue 23, item 2). */
export const WALK_ROLES = ['learner', 'admin', 'teacher'] as const;
export type WalkRole = (typeof WALK_ROLES)[number];

export async function signInForWalk(page: Page, role: WalkRole): Promise<void> {
  if (role === 'learner') await signInLearnerByApi(page);
  else await signInAdminByApi(page, role === 'admin' ? DEMO.admin : DEMO.teacher);
}

/** The same-origin paths (with their query) of the links in `scope`; off-site, mail and download links left out. */
async function linksIn(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const url = new URL(anchor.href, location.href);
        if (url.origin !== location.origin || anchor.hasAttribute('download') || url.pathname.startsWith('/api/')) continue;
        found.push(url.pathname + url.search);
      }
    }
    return found;
  });
}

/** Opens every closed group of a navigation (nested ones appear as their parents open) and returns its links. */
async function openAll(page: Page, nav: string): Promise<void> {
  const closed = page.locator(`${nav} [aria-expanded="false"]`);
  // Each round opens the groups visible now; their children may hold more. A fixed bound stops a loop that never ends.
  for (let round = 0; round < 6 && (await closed.count()) > 0; round++) {
    for (const group of await closed.all()) await group.click().catch(() => undefined);
  }
}

/** The learner's links: the landing and home pages (every card and button), the header with its tests menu, the phone drawer. */
async function learnerLinks(page: Page): Promise<string[]> {
  const links: string[] = [];
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  links.push(...(await linksIn(page, 'body')));
  await page.goto('/page/home');
  await page.waitForLoadState('networkidle');
  links.push(...(await linksIn(page, 'body')));
  const testsMenu = page.locator('nav [aria-haspopup="menu"]').first();
  await testsMenu.click();
  await page.getByRole('menu').waitFor();
  links.push(...(await linksIn(page, '[role="menu"]')));
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('menu-button').click();
  const drawer = page.locator('.MuiDrawer-paper');
  await drawer.getByRole('navigation').waitFor();
  await openAll(page, '.MuiDrawer-paper');
  links.push(...(await linksIn(page, '.MuiDrawer-paper')));
  await page.setViewportSize({ width: 1366, height: 900 });
  return links;
}

/** An admin's or a teacher's links: the dashboard home and its sidebar with every group opened. */
async function dashboardLinks(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  const sidebar = 'nav';
  // The frame is drawn by the server; the items follow once the admin's session and menu have come.
  await page.locator(`${sidebar} a[href^="/dashboard/"]`).first().waitFor();
  await page.waitForLoadState('networkidle');
  await openAll(page, sidebar);
  return linksIn(page, 'body');
}

/** Every screen the role's navigation, home and buttons lead to, de-duplicated, in a stable order. */
export async function collectWalkLinks(page: Page, role: WalkRole): Promise<string[]> {
  const links = role === 'learner' ? await learnerLinks(page) : await dashboardLinks(page);
  return [...new Set(links.map((link) => link.replace(/#.*$/, '')))].sort();
}

export interface ScreenVisit {
  path: string;
  status: number;
  /** The 404 screen was drawn (whatever the status). */
  notFound: boolean;
  violations: AxeFinding[];
}

/**
 * Opens one screen, waits until its data has come (no request for half a second, bounded), notes
 * whether it is a 404 and, unless asked not to, runs axe on it.
 */
export async function visitScreen(page: Page, path: string, { axe = true } = {}): Promise<ScreenVisit> {
  const response = await page.goto(path);
  // A guard may send the user on (a signed-in learner on the sign-up screen): wait until the address
  // holds still and the screen has drawn its title, so axe sees where they land, not the move.
  for (let round = 0; round < 3; round++) {
    const before = page.url();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    if (page.url() === before) break;
  }
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  const status = response?.status() ?? 0;
  const notFound = status === 404 || /^404\b/.test(await page.title());
  return { path, status, notFound, violations: axe && !notFound ? await seriousViolations(page) : [] };
}

/** One line per problem of a walk, for the failure message. */
export function describeProblems(visits: readonly ScreenVisit[]): string[] {
  return visits.flatMap((visit) => [
    ...(visit.notFound ? [`${visit.path}: 404 (status ${visit.status})`] : []),
    ...visit.violations.map((violation) => `${visit.path}: ${violation.impact} ${violation.rule} (${violation.help})\n    ${violation.nodes.join('\n    ')}`),
  ]);
}
