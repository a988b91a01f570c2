import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { DEMO_READING_ANSWERS, learnerCall, takeTestByApi } from './support/ielts';
import { screenshotter } from './support/shots';

const WORDS: [string, string][] = [
  ['beacon', 'a light that guides or warns'],
  ['cobble', 'a round stone used to pave a street'],
  ['dwindle', 'to become smaller little by little'],
];

/** A word list of the learner's own with WORDS, made through the API; answers its id. */
async function makeOwnList(page: Page, token: string, title: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/learner/WordList', { headers, data: { title } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  for (const [term, meaning] of WORDS) {
    const word = await page.request.post('/api/learner/Words', { headers, data: { wordListId: id, term, meaning } });
    expect(word.ok(), await word.text()).toBe(true);
  }
  return id;
}

test('a learner’s results page after a test and a flashcard session: both rows, the charts, a row to its review, and the home’s continue card', async ({ page, context, baseURL }, testInfo) => {
  test.slow();
  await installAxe(context);
  const shot = screenshotter(page, testInfo);
  const email = await createConfirmedLearner(page, 'Results@12345', 'results');
  const token = await signInLearnerByApi(page, { email, password: 'Results@12345' });

  // A new learner: the page says what to do.
  await page.goto('/page/results');
  await expect(page.getByRole('heading', { level: 1, name: 'My results' })).toBeVisible();
  await expect(page.getByTestId('results-empty')).toContainText('Nothing here yet');
  await expect(page.getByTestId('streak-current')).toHaveText('No streak yet');
  await expect(page.getByTestId('progress-chart')).toContainText('after your first full test');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('results-empty');

  // A reading test (10 of 40: band 4.0) through the API, a flashcard session in the browser, and a second test left open.
  const tests = await learnerCall<{ id: number; name: string }[]>(page.request, token, 'get', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading');
  const demo = tests.find((item) => item.name === 'Demo Reading Test 1');
  expect(demo, 'the demo reading test is seeded').toBeDefined();
  const resultId = await takeTestByApi({ request: page.request, token, testId: demo!.id, answers: DEMO_READING_ANSWERS });
  const listTitle = `Harbour words ${Date.now().toString(36)}`;
  const listId = await makeOwnList(page, token, listTitle);
  await page.goto(`/page/flashcards/${listId}`);
  const card = page.getByTestId('study-card');
  for (const key of ['3', '3']) {
    const term = (await page.getByTestId('card-term').textContent())!.trim();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-turned', 'true');
    await page.keyboard.press(key);
    await expect(page.getByTestId('card-term')).not.toHaveText(term);
  }
  const open = await learnerCall<{ id: number }>(page.request, token, 'post', 'OnlineIeltsTest/startOnlineIeltsTest', { testId: demo!.id });

  // The results: the streak, both rows, the charts (loaded after the list) with their tables.
  await page.goto('/page/results');
  await expect(page.getByTestId('streak-current')).toHaveText('1 day in a row');
  await expect(page.getByTestId('streak-calendar').locator('li[data-active]')).toHaveCount(1);
  await expect(page.getByTestId('count-tests')).toContainText('1');
  const table = page.getByTestId('activity-table');
  const testRow = table.locator('[data-testid="activity-row"][data-activity="test"]');
  await expect(testRow).toContainText('Demo Reading Test 1');
  await expect(testRow).toContainText('Band 4.0');
  await expect(table.locator('[data-testid="activity-row"][data-activity="flashcards"]')).toContainText(listTitle);
  await expect(page.getByTestId('progress-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('accuracy-chart').locator('svg').first()).toBeVisible();
  await page.getByTestId('accuracy-chart').getByRole('button', { name: 'Show as a table' }).click();
  await expect(page.getByTestId('accuracy-chart').getByRole('row').filter({ hasText: 'True / False / Not Given' })).toContainText('33.3%');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('results-light');

  // Filters: flashcards only, then everything again.
  await page.getByTestId('filter-kind').click();
  await page.getByRole('option', { name: 'Flashcards' }).click();
  await expect(table.getByTestId('activity-row')).toHaveCount(1);
  await expect(table.getByTestId('activity-row')).toHaveAttribute('data-activity', 'flashcards');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByTestId('activity-row')).toHaveCount(2);

  // A row leads to its review.
  await testRow.getByRole('link', { name: 'Review: Demo Reading Test 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/page/onlinetest/ielttest/reading/cambridge/dofulltest/result\\?resultId=${resultId}$`));
  await expect(page.getByTestId('result-band')).toHaveText('4.0');

  // The home: continue the open test.
  await page.goto('/page/home');
  const resume = page.getByTestId('home-continue').getByTestId('continue-attempt');
  await expect(resume).toContainText('Demo Reading Test 1');
  await expect(resume).toHaveAttribute('href', `/page/onlinetest/ielttest/reading/cambridge/dofulltest?attemptId=${open.id}`);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('home-continue');

  // Dark, then Arabic on a phone.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }]);
  await page.goto('/page/results');
  await expect(page.getByTestId('progress-chart').locator('svg').first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('results-dark');
  await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/page/results');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائجي' })).toBeVisible();
  await expect(page.getByTestId('activity-card')).toHaveCount(2);
  await expect(page.getByTestId('accuracy-chart').locator('svg').first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('results-dark-ar-390');
  await page.goto('/page/home');
  await expect(page.getByTestId('continue-attempt')).toBeVisible();
  await shot('home-continue-dark-ar-390');
});
