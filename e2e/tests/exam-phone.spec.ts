import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, signInLearnerByApi } from './support/auth';

/**
 * The exam screen on a phone (390 px): the Passage / Questions switch keeps each pane's scroll
 * position, the header is one row, every cell of the navigator can be reached and tapped, and a
 * reload comes back to the part, the question and the pane the learner was on. Wide, the passage and
 * the questions stay side by side.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function startDemo(page: Page, skill: 'reading' | 'listening') {
  const password = 'Phone@12345';
  const email = await createConfirmedLearner(page, password, 'phone');
  await signInLearnerByApi(page, { email, password });
  await page.goto(`/page/onlinetest/ielttest/${skill}/cambridge`);
  const card = page.locator('[data-testid^="test-card-"]').filter({ hasText: skill === 'reading' ? 'Demo Reading Test 1' : 'Demo Listening' });
  await card.getByTestId('start-test').click();
  await page.getByTestId('start-confirm').click();
  await expect(page).toHaveURL(/\/dofulltest\?attemptId=\d+$/);
  await expect(page.getByTestId('exam-screen')).toBeVisible();
}

const scrollTopOf = (locator: Locator) => locator.evaluate((element) => element.scrollTop);

test('a reading test on a phone: the switch keeps each pane where it was, one-row header, every cell tapped, a reload comes back to part 2 question 21', async ({ page }) => {
  test.setTimeout(120_000);
  await startDemo(page, 'reading');
  const passage = page.getByTestId('passage-pane');
  const questions = page.getByTestId('questions-pane');
  const passageTab = page.getByRole('tab', { name: 'Passage' });
  const questionsTab = page.getByRole('tab', { name: 'Questions' });

  // The header is one row: every item of it shares the same line.
  const header = page.locator('[data-testid="exam-screen"] > header');
  const boxes = await header.locator('> *').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
  expect(boxes.length).toBeGreaterThan(3);
  expect(Math.max(...boxes.map((box) => box.top))).toBeLessThan(Math.min(...boxes.map((box) => box.bottom)));
  expect((await header.boundingBox())!.height).toBeLessThan(60);

  // The passage first; the questions are behind their tab.
  await expect(passageTab).toHaveAttribute('aria-selected', 'true');
  await expect(passage).toBeVisible();
  await expect(questions).toBeHidden();
  await expect(passage).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('tabpanel', { name: 'Passage' })).toBeVisible();

  await passage.evaluate((element) => element.scrollTo(0, 500));
  await questionsTab.click();
  await expect(questionsTab).toHaveAttribute('aria-selected', 'true');
  await expect(questions).toBeVisible();
  await expect(passage).toBeHidden();
  await questions.evaluate((element) => element.scrollTo(0, 700));
  await passageTab.click();
  await expect(passage).toBeVisible();
  expect(await scrollTopOf(passage)).toBe(500);
  await questionsTab.click();
  expect(await scrollTopOf(questions)).toBe(700);
  // By keyboard: the arrow keys move between the two tabs.
  await questionsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(passageTab).toBeFocused();
  await expect(passageTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(questionsTab).toHaveAttribute('aria-selected', 'true');

  // The gap-fill's word limit is printed once, by its group (its item repeated it).
  await expect(questions.getByText(/NO MORE THAN TWO WORDS AND\/OR A NUMBER/)).toHaveCount(1);

  // Every cell of every part can be tapped (finger-sized), and opens its question.
  for (const [part, first, last] of [[1, 1, 13], [2, 14, 26], [3, 27, 40]] as const) {
    await page.getByTestId(`part-${part}`).click();
    await expect(page.getByTestId(`part-${part}`)).toHaveAttribute('aria-current', 'true');
    for (let number = first; number <= last; number += 1) {
      const cell = page.getByTestId(`nav-${number}`);
      const size = (await cell.boundingBox())!;
      expect(Math.min(size.width, size.height), `cell ${number}`).toBeGreaterThanOrEqual(40);
      await cell.click();
      await expect(cell).toHaveAttribute('aria-current', 'true');
    }
  }

  // Question 21 of part 2 answered from the navigator; a reload comes back to it.
  await page.getByTestId('part-2').click();
  await page.getByTestId('nav-21').click();
  await page.locator('#question-21').fill('brood box');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
  await page.reload();
  await expect(page.getByTestId('part-2')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('nav-21')).toHaveAttribute('aria-current', 'true');
  await expect(questionsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#question-21')).toHaveValue('brood box');
  await expect(page.locator('#question-21')).toBeInViewport();

  // Wide, the switch is gone and both panes are side by side, named regions.
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(page.getByTestId('pane-tabs')).toBeHidden();
  await expect(passage).toBeVisible();
  await expect(questions).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passage' })).toBeVisible();
  const [passageBox, questionsBox] = [(await passage.boundingBox())!, (await questions.boundingBox())!];
  expect(passageBox.x + passageBox.width).toBeLessThanOrEqual(questionsBox.x);
});

test('a listening test on a phone has no passage, so no switch: the questions show under the player', async ({ page }) => {
  await startDemo(page, 'listening');
  await expect(page.getByTestId('questions-pane')).toBeVisible();
  await expect(page.getByTestId('pane-tabs')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
});
