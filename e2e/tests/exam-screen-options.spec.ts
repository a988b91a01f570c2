import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, signInLearnerByApi } from './support/auth';

/**
 * The exam screen's parts that load on demand, and its calls made without the redux store: the text
 * size and colours chosen in the top bar's popover (its code loaded apart) stay over a reload; a
 * start and a submit made from the exam screen show in the test list the browser kept, without a reload.
 */

const LIST = '/page/onlinetest/ielttest/reading/cambridge';
const demoCard = (page: Page) => page.locator('[data-testid^="test-card-"]').filter({ hasText: 'Demo Reading Test 1' });

async function freshLearner(page: Page) {
  const password = 'Fresh@12345';
  const email = await createConfirmedLearner(page, password, 'options');
  await signInLearnerByApi(page, { email, password });
}

test('the text size and colours chosen on the exam screen apply at once and stay over a reload', async ({ page }) => {
  await freshLearner(page);
  await page.goto(LIST);
  await demoCard(page).getByTestId('start-test').click();
  await page.getByTestId('start-confirm').click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  const display = page.locator('[data-contrast]');
  await expect(display).toHaveAttribute('data-text-size', 'standard');

  await page.getByTestId('display-options').click();
  await page.getByRole('radio', { name: 'Extra large' }).check();
  await page.getByRole('radio', { name: 'Yellow on black' }).check();
  await expect(display).toHaveAttribute('data-text-size', 'extra-large');
  await expect(display).toHaveAttribute('data-contrast', 'yellow-on-black');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radio', { name: 'Extra large' })).toBeHidden();

  await page.reload();
  await expect(page.locator('[data-contrast]')).toHaveAttribute('data-text-size', 'extra-large');
  await expect(page.locator('[data-contrast]')).toHaveAttribute('data-contrast', 'yellow-on-black');
  await page.getByTestId('display-options').click();
  await expect(page.getByRole('radio', { name: 'Extra large' })).toBeChecked();
});

test('the test list kept in the browser learns of an attempt started and submitted on the exam screen', async ({ page }) => {
  test.setTimeout(120_000);
  await freshLearner(page);
  await page.goto(LIST);
  await expect(demoCard(page).getByTestId('start-test')).toBeVisible();
  await expect(demoCard(page).getByTestId('resume-test')).toHaveCount(0);

  await demoCard(page).getByTestId('start-test').click();
  await page.getByTestId('start-confirm').click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  // Back in the app (no reload): the list's kept answer was marked out of date and is read again.
  await page.goBack();
  await expect(demoCard(page).getByTestId('resume-test')).toBeVisible();

  await demoCard(page).getByTestId('resume-test').click();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await page.getByTestId('submit-test').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page).toHaveURL(/\/dofulltest\/result\?resultId=\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(demoCard(page).getByTestId('start-test')).toBeVisible();
  await expect(demoCard(page).getByTestId('resume-test')).toHaveCount(0);
});
