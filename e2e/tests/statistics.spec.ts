import type { APIRequestContext } from '@playwright/test';
import { installAxe, seriousViolations } from './support/axe';
import { expect, test, watchPageProblems } from './fixtures';
import { DEMO, signInAdminByApi } from './support/auth';
import { DEMO_READING_ANSWERS, learnerCall, takeTestByApi } from './support/ielts';
import { looksToCheck, SHOTS_DIR as SHOTS } from './support/shots';

const READING = '/dashboard/onlinetest/ielts/reading/cambridge';

interface AttemptStatistics {
  totals: { attempts: number; learners: number; average: number | null };
  weeks: { week: string; attempts: number; learners: number; average: number | null }[];
}

/** A learner takes the demo reading test (10 of 40: band 4.0), so this week has an attempt. */
async function takeDemoTest(request: APIRequestContext) {
  const login = await request.post('/api/learner/Auth/loginPhysics', { data: DEMO.learner });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const tests = await learnerCall<{ id: number; name: string }[]>(request, accessToken, 'get', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading');
  const demo = tests.find((item) => item.name === 'Demo Reading Test 1');
  expect(demo, 'the demo reading test is seeded').toBeDefined();
  await takeTestByApi({ request, token: accessToken, testId: demo!.id, answers: DEMO_READING_ANSWERS });
}

test('an admin opens the statistics of the IELTS reading tests: attempts per week as a chart and as a table', async ({ page }) => {
  await takeDemoTest(page.request);
  const token = await signInAdminByApi(page);
  const answer = await page.request.post('/api/admin/IeltsOnlineTest/statistics?skill=reading&pageIndex=1&pageSize=12', { headers: { Authorization: `Bearer ${token}` } });
  const expected = (await answer.json()) as AttemptStatistics;
  expect(expected.totals.attempts).toBeGreaterThan(0);
  const thisWeek = expected.weeks[0]!;
  expect(thisWeek.attempts).toBeGreaterThan(0);

  const statisticsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/statistics')) statisticsCalls.push(request.url());
  });
  await page.goto(READING);
  await expect(page.getByRole('heading', { name: 'IELTS Reading tests' })).toBeVisible();
  const panel = page.getByTestId('statistics-panel');
  const toggle = panel.getByRole('button', { name: 'Statistics' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Closed: nothing is asked for.
  expect(statisticsCalls).toEqual([]);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByTestId('statistics-chart').locator('svg').first()).toBeVisible();
  expect(statisticsCalls.every((url) => url.includes('skill=reading'))).toBe(true);
  const totals = panel.getByTestId('statistics-totals');
  await expect(totals).toContainText(`Attempts${expected.totals.attempts}`);
  await expect(totals).toContainText(`Learners${expected.totals.learners}`);
  await expect(totals).toContainText('Average band');

  // The table: the same numbers, the newest week first.
  await panel.getByRole('button', { name: 'Table' }).click();
  const table = panel.getByRole('table', { name: 'Attempts per week' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Week of', 'Attempts', 'Learners', 'Average band']);
  const firstRow = table.locator('tbody tr').first();
  const average = thisWeek.average === null ? '–' : new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(thisWeek.average);
  await expect(firstRow.locator('td')).toHaveText([String(thisWeek.attempts), String(thisWeek.learners), average]);
});

test('the open statistics panel passes axe in light, dark, narrow and Arabic', async ({ browser, baseURL, page: setup }) => {
  test.setTimeout(240_000);
  await takeDemoTest(setup.request);
  for (const look of looksToCheck()) {
    const context = await browser.newContext({ viewport: { width: look.width, height: 1000 } });
    await context.addCookies([{ name: 'settings-mode', value: look.mode, url: baseURL! }, { name: 'i18nextLng', value: look.lang, url: baseURL! }]);
    await installAxe(context);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await signInAdminByApi(page);
    await page.goto(READING);
    const panel = page.getByTestId('statistics-panel');
    await panel.locator('.MuiAccordionSummary-root').click();
    await expect(panel.getByTestId('statistics-chart').locator('svg').first()).toBeVisible();
    await page.waitForTimeout(600); // the bars grow in
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/statistics-${look.name}.png`, fullPage: true });
    expect(await seriousViolations(page), `chart ${look.name}`).toEqual([]);
    await panel.getByRole('group').getByRole('button').last().click();
    await expect(panel.getByTestId('statistics-table')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/statistics-table-${look.name}.png`, fullPage: true });
    expect(await seriousViolations(page), `table ${look.name}`).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  }
});
