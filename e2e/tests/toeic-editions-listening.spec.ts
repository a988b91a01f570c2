import { expect, test } from './fixtures';
import { signInAdminByApi, signInLearnerByApi } from './support/auth';
import { learnerCall } from './support/ielts';

/**
 * Issue 23, item 4: the dashboard's TOEIC lists reach every edition (the demo tests are in ETS 2023);
 * /page/toeic does not offer editions without tests as if they had some; in the listening test the
 * clock starts with the audio, not before; a part's instructions show once.
 */

const DEMO_READING = 'Demo TOEIC Reading Test 1';
const DEMO_LISTENING = 'Demo TOEIC Listening Test 1';

interface Attempt { id: number; deadlineAt: string | null; clockWaitsSeconds: number | null }

test('the dashboard’s TOEIC test and lesson lists switch edition: ETS 2023 and its demo test are a click away', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/dashboard/onlinetest/testtoeic/reading/ets/test');
  const switcher = page.getByTestId('edition-switcher');
  // The dashboard's first load on a busy machine can take more than the default 10 s.
  await expect(switcher).toBeVisible({ timeout: 30_000 });
  await expect(switcher.locator('[data-edition="ets"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(DEMO_READING)).toHaveCount(0);
  // Every edition, with its number of tests: the demo's edition has one at least, the first none.
  await expect(switcher.locator('a[data-edition]')).toHaveCount(5);
  await expect(page.getByTestId('edition-count-ets')).toHaveText('· 0');
  await expect(page.getByTestId('edition-count-ets2023')).not.toHaveText('· 0');

  await switcher.locator('[data-edition="ets2023"]').click();
  await expect(page).toHaveURL(/\/dashboard\/onlinetest\/testtoeic\/reading\/ets2023\/test$/);
  await expect(page.getByText(DEMO_READING).first()).toBeVisible();
  await expect(switcher.locator('[data-edition="ets2023"]')).toHaveAttribute('aria-current', 'page');
  await expect(switcher.locator('[data-edition="ets"]')).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/dashboard/onlinetest/testtoeic/listening/ets2021/lesson');
  await page.getByTestId('edition-switcher').locator('[data-edition="ets2023"]').click();
  await expect(page).toHaveURL(/\/dashboard\/onlinetest\/testtoeic\/listening\/ets2023\/lesson$/);
});

test('/page/toeic and the test list offer only editions with tests; the skill switch is links marked aria-current, no aria-pressed', async ({ page }) => {
  await signInLearnerByApi(page);
  await page.goto('/page/toeic');
  const empty = page.getByTestId('edition-card-ets');
  await expect(empty).toBeVisible();
  await expect(empty).toHaveAttribute('data-empty', 'true');
  await expect(empty).toContainText('No tests yet');
  await expect(page.locator('a[data-testid="edition-card-ets"]')).toHaveCount(0);
  const withTests = page.locator('a[data-testid="edition-card-ets2023"]');
  await expect(withTests).toBeVisible();
  await expect(withTests).not.toHaveAttribute('data-empty', 'true');

  await expect(page.getByTestId('landing-reading')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('landing-listening')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('a[aria-pressed]')).toHaveCount(0);
  await page.getByTestId('landing-listening').click();
  await expect(page).toHaveURL(/\/page\/toeic\/listening$/);
  await expect(page.getByTestId('landing-listening')).toHaveAttribute('aria-current', 'page');

  await page.locator('a[data-testid="edition-card-ets2023"]').click();
  await expect(page).toHaveURL(/\/testtoeic\/listening\/ets\/test\?edition=ets2023$/);
  // The list's edition tabs: an edition without listening tests is shown but not offered.
  await expect(page.getByTestId('edition-ets2023')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('edition-ets')).toBeDisabled();
  await expect(page.getByTestId('edition-ets2023')).toBeEnabled();
});

test('in the TOEIC listening test the clock stands still until Play, then runs from the server’s deadline; Part 1’s instructions show once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signInLearnerByApi(page);
  const tests = await learnerCall<Array<{ id: number; name: string; durationSeconds: number }>>(request, token, 'get', 'OnlineToeicTest/getOnlineToeicTest?skill=listening&pageSize=100');
  const listening = tests.find((row) => row.name === DEMO_LISTENING)!;
  expect(listening).toBeTruthy();
  const started = await learnerCall<Attempt>(request, token, 'post', 'OnlineToeicTest/startOnlineToeicTest', { testId: listening.id });
  expect(started).toMatchObject({ deadlineAt: null, clockWaitsSeconds: listening.durationSeconds });

  await page.goto(`/page/onlinetest/testtoeic/listening/ets/test/dofulltest?attemptId=${started.id}`);
  await expect(page.getByTestId('exam-screen')).toHaveAttribute('data-kind', 'toeic');
  const timer = page.getByTestId('exam-timer');
  // The test's own duration, standing still: 40:00 for the demo, two seconds later too.
  const whole = `${String(Math.floor(listening.durationSeconds / 60)).padStart(2, '0')}:00`;
  await expect(timer).toHaveAttribute('data-clock', 'waiting');
  await expect(timer).toContainText(whole);
  await page.waitForTimeout(2_000);
  await expect(timer).toContainText(whole);
  expect((await learnerCall<{ attempt: Attempt }>(request, token, 'get', `OnlineToeicTest/getAttempt?attemptId=${started.id}`)).attempt.deadlineAt).toBeNull();

  // Part 1 before the audio: every photograph, the instructions said once (not once per question).
  await expect(page.getByTestId('part-directions')).toHaveCount(1);
  await expect(page.getByTestId('group-instructions')).toHaveCount(1);
  await expect(page.getByText('Look at the picture and select the statement')).toHaveCount(1);
  await expect(page.getByText('Select the statement that best describes the picture.')).toHaveCount(0);

  await page.getByTestId('start-audio').click();
  await expect(timer).toHaveAttribute('data-clock', 'countdown');
  await expect(timer).not.toContainText(whole, { timeout: 5_000 });
  const afterPlay = (await learnerCall<{ attempt: Attempt }>(request, token, 'get', `OnlineToeicTest/getAttempt?attemptId=${started.id}`)).attempt;
  expect(afterPlay.deadlineAt).not.toBeNull();
  expect(afterPlay.clockWaitsSeconds).toBeNull();

  // A reload keeps the server's deadline: the countdown goes on, it does not wait again.
  await page.reload();
  await expect(page.getByTestId('exam-timer')).toHaveAttribute('data-clock', 'countdown');
  const again = (await learnerCall<{ attempt: Attempt }>(request, token, 'get', `OnlineToeicTest/getAttempt?attemptId=${started.id}`)).attempt;
  expect(again.deadlineAt).toBe(afterPlay.deadlineAt);
});
