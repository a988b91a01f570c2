import type { Browser, Page, TestInfo } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test, waitForHydration } from './fixtures';
import { DEMO, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { screenshotter } from './support/shots';

// The grading path of issue 26: the demo teacher grades the demo learner's waiting Task 1 answer
// (seeded by the grading demo) with a comment on a selected phrase and releases it; the learner is
// told by the bell, opens the result and sees the band and the comment on those words.

const PHRASE = 'grew a lot';
const COMMENT = 'Use a precise verb for the trend: “rose sharply”.';

/** Selects `phrase` inside the answer the way a mouse would, then lets the screen read the selection. */
async function selectPhrase(page: Page, phrase: string) {
  await page.evaluate((text) => {
    const root = document.querySelector('[data-testid="anchored-text"]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`no “${text}” in the answer`);
  }, phrase);
  await page.getByTestId('anchored-text').dispatchEvent('mouseup');
}

async function newPage(browser: Browser, { dark = false, arabic = false, width = 1280 } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const cookies = [...(dark ? [{ name: 'settings-mode', value: 'dark', url: baseURL }] : []), ...(arabic ? [{ name: 'i18nextLng', value: 'ar', url: baseURL }] : [])];
  if (cookies.length) await context.addCookies(cookies);
  await installAxe(context);
  return { context, page: await context.newPage() };
}

const shot = (page: Page, testInfo: TestInfo, name: string) => screenshotter(page, testInfo)(name);

test('a teacher comments on a selected phrase, scores and releases; the learner sees the band and the comment on that phrase', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await installAxe(page.context());
  await signInAdminByApi(page, DEMO.teacher);
  await page.goto('/dashboard/grading');
  await expect(page.getByRole('heading', { name: 'Grading', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /Writing/ }).click();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Waiting' }).click();
  const row = page.getByTestId('grading-row').filter({ hasText: 'Leisure time in Northland' }).first();
  await expect(row).toBeVisible();
  await shot(page, testInfo, 'queue-light');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link').click();

  await expect(page).toHaveURL(/\/dashboard\/grading\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('anchored-text')).toContainText(PHRASE);
  await waitForHydration(page, '[data-testid="anchored-text"]');
  await expect(page.getByText('In marking').first()).toBeVisible();
  await selectPhrase(page, PHRASE);
  await page.getByRole('button', { name: 'Add comment' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Comment on “${PHRASE}”`);
  await dialog.getByLabel('Comment').fill(COMMENT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid="anchored-text"] mark')).toHaveText(PHRASE);
  await expect(page.getByTestId('comment-list')).toContainText(COMMENT);

  for (const [criterion, band] of [['Task Achievement', 6], ['Coherence and Cohesion', 7], ['Lexical Resource', 6], ['Grammatical Range and Accuracy', 6]] as const) {
    await page.getByRole('button', { name: `${criterion} ${band}`, exact: true }).click();
  }
  await expect(page.getByTestId('live-band')).toHaveText('6.5');
  await page.getByLabel('Overall comment').fill('A clear overview; compare the lines with more exact figures.');
  // Autosaved (the change clears "Saved", the save shows it again): nothing changes under axe.
  await expect(page.getByText('Saved', { exact: true })).toBeHidden();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByText('Band descriptors (key points)').click();
  await expect(page.getByText('Covers the requirements; a clear overview').first()).toBeVisible();
  await shot(page, testInfo, 'grading-light');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Release to learner' }).click();
  await expect(page.getByText('Released', { exact: true }).first()).toBeVisible();

  // The learner: the bell has the news; opening it goes to the result.
  const learner = await newPage(browser);
  await signInLearnerByApi(learner.page, DEMO.learner);
  await learner.page.goto('/page/home');
  const bell = learner.page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await learner.page.getByRole('menuitem', { name: /Your writing answer is graded.*Leisure time in Northland/ }).click();
  await expect(learner.page).toHaveURL(new RegExp(`/page/writing\\?resultId=${id}$`));
  await expect(learner.page.getByTestId('result-band')).toHaveText('6.5');
  await expect(learner.page.locator('[data-testid="anchored-text"] mark')).toHaveText(PHRASE);
  await expect(learner.page.getByTestId('comment-list')).toContainText(COMMENT);
  await expect(learner.page.getByText('How to improve')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await shot(learner.page, testInfo, 'result-light');
  expect(await seriousViolations(learner.page)).toEqual([]);
  await learner.context.close();

  // Dark, narrow and Arabic (right to left): looked at in the screenshots, checked by axe.
  for (const [name, options] of [['dark', { dark: true }], ['390', { width: 390 }], ['ar', { arabic: true }]] as const) {
    const teacher = await newPage(browser, options);
    await signInAdminByApi(teacher.page, DEMO.teacher);
    await teacher.page.goto(`/dashboard/grading/${id}`);
    await expect(teacher.page.locator('[data-testid="anchored-text"] mark')).toHaveText(PHRASE);
    await shot(teacher.page, testInfo, `grading-${name}`);
    expect(await seriousViolations(teacher.page)).toEqual([]);
    await teacher.context.close();
    const reader = await newPage(browser, options);
    await signInLearnerByApi(reader.page, DEMO.learner);
    await reader.page.goto(`/page/writing?resultId=${id}`);
    await expect(reader.page.getByTestId('result-band')).toHaveText('6.5');
    await shot(reader.page, testInfo, `result-${name}`);
    expect(await seriousViolations(reader.page)).toEqual([]);
    await reader.context.close();
  }
});
