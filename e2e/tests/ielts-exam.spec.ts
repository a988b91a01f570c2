import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, signInLearnerByApi } from './support/auth';
import { learnerCall } from './support/ielts';

/**
 * The learner's exam screen against the real server and the seeded demo tests: take the demo reading
 * test through the screen, reload half way, finish and see the band; lose the network and get every
 * answer back; the listening test's audio and navigator. While a test is open, no learner API answer
 * may carry an answer key or anything that gives it away.
 */

/** The demo reading test's key by question number (packages/db/src/seed/exam/demo-reading). */
const KEY: Record<number, string> = {
  1: 'false', 2: 'true', 3: 'not-given', 4: 'false', 5: 'false', 6: 'not-given',
  7: 'one hour', 8: 'maintain', 9: 'appearance', 10: '100 kg', 11: 'numbered armband', 12: 'medical samples', 13: 'parking',
  14: 'ii', 15: 'iv', 16: 'v', 17: 'vii', 18: 'i', 19: 'A', 20: 'D', 21: 'brood box', 22: 'queen excluder', 23: 'supers',
  24: 'B', 25: 'B', 26: 'C', 27: 'B', 28: 'D', 29: 'A', 30: 'F',
  31: 'yes', 32: 'no', 33: 'not-given', 34: 'no', 35: 'yes', 36: 'A', 37: 'C', 38: 'E', 39: 'F', 40: 'H',
};
/** Questions 19–20 are one "Choose TWO" item: its letters are ticked, not typed. */
const CHOOSE_TWO = [19, 20];
const PART_OF = (number: number) => (number <= 13 ? 1 : number <= 26 ? 2 : 3);
const SECRET_FIELDS = ['answerKey', 'key', 'explanation', 'evidence', 'transcriptHtml'];

/** Every learner API answer of the page, to check that none gives the key away. */
function recordLearnerResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/learner/')) responses.push(response);
  });
  return responses;
}

function findSecrets(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findSecrets(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([field, inner]) => [...(SECRET_FIELDS.includes(field) ? [`${path}.${field}`] : []), ...findSecrets(inner, `${path}.${field}`)]);
}

async function expectNoSecrets(responses: Response[]) {
  expect(responses.length).toBeGreaterThan(0);
  for (const response of responses) {
    const text = await response.text().catch(() => '');
    if (!text.startsWith('{') && !text.startsWith('[')) continue;
    expect(findSecrets(JSON.parse(text)), response.url()).toEqual([]);
  }
}

async function openPart(page: Page, part: number) {
  await page.getByTestId(`part-${part}`).click();
  await expect(page.getByTestId(`part-${part}`)).toHaveAttribute('aria-current', 'true');
}

/** Answers one question number through its player: a radio, a select, a text field or a letter to tick. */
async function answer(page: Page, number: number) {
  const value = KEY[number]!;
  if (CHOOSE_TWO.includes(number)) {
    const item = page.locator('[data-question-id]').filter({ has: page.locator('#question-19') });
    await item.getByRole('checkbox').nth(value.charCodeAt(0) - 65).check();
    return;
  }
  const radio = page.locator(`input[type="radio"][data-question-number="${number}"][value="${value}"]`);
  if (await radio.count()) return radio.check();
  const field = page.locator(`#question-${number}`);
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === 'SELECT') return field.selectOption(value);
  await field.fill(value);
}

async function answerRange(page: Page, numbers: number[]) {
  let part = 0;
  for (const number of numbers) {
    if (PART_OF(number) !== part) {
      part = PART_OF(number);
      await openPart(page, part);
    }
    await answer(page, number);
  }
}

async function expectAnswered(page: Page, numbers: number[], state: 'answered' | 'unanswered') {
  let part = 0;
  for (const number of numbers) {
    if (PART_OF(number) !== part) {
      part = PART_OF(number);
      await openPart(page, part);
    }
    await expect(page.getByTestId(`nav-${number}`)).toHaveAttribute('data-state', state);
  }
}

async function startDemoReading(page: Page) {
  await page.goto('/page/onlinetest/ielttest/reading/cambridge');
  const card = page.locator('[data-testid^="test-card-"]').filter({ hasText: 'Demo Reading Test 1' });
  await card.getByTestId('start-test').click();
  await page.getByTestId('start-confirm').click();
  await expect(page).toHaveURL(/\/dofulltest\?attemptId=\d+$/);
  await expect(page.getByTestId('exam-screen')).toBeVisible();
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

test('a learner takes the demo reading test: half the answers, a reload keeps them, the rest, submit, band 9.0; no key reaches the browser', async ({ page }) => {
  test.setTimeout(180_000);
  await signInLearnerByApi(page);
  const responses = recordLearnerResponses(page);
  await startDemoReading(page);
  await expect(page.getByTestId('passage')).toContainText('Messengers on two wheels');

  await answerRange(page, range(1, 20));
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });

  await page.reload();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await expectAnswered(page, range(1, 20), 'answered');
  await expectAnswered(page, range(21, 40), 'unanswered');
  await openPart(page, 1);
  await expect(page.locator('#question-7')).toHaveValue('one hour');
  await expect(page.locator('input[type="radio"][data-question-number="3"][value="not-given"]')).toBeChecked();

  await answerRange(page, range(21, 40));
  await page.getByTestId('nav-40').click();
  await page.getByTestId('flag-current').click();
  await expect(page.getByTestId('nav-40')).toHaveAttribute('data-flagged', 'true');

  await page.getByTestId('submit-test').click();
  await expect(page.getByTestId('submit-unanswered')).toContainText('0');
  await expect(page.getByTestId('submit-flagged')).toContainText('1');
  await page.getByTestId('confirm-submit').click();
  await expect(page).toHaveURL(/\/dofulltest\/result\?resultId=\d+$/);
  await expect(page.getByTestId('result-band')).toHaveText('9.0', { timeout: 20_000 });

  // Only what was answered while the test was open: the result itself carries the key, as it should.
  const beforeResult = responses.filter((response) => !/getDetailResult|getListResult/.test(response.url()));
  await expectNoSecrets(beforeResult);
});

test('answers typed offline are kept, shown as offline, saved when the network returns, and still there after a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInLearnerByApi(page);
  await startDemoReading(page);
  await answer(page, 1);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });

  await context.setOffline(true);
  await answer(page, 2);
  await answer(page, 7);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'offline', { timeout: 10_000 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await expectAnswered(page, [1, 2, 7], 'answered');
  await expect(page.locator('#question-7')).toHaveValue('one hour');
});

test('the listening test plays its first recording from the section audio, and the navigator moves between parts', async ({ page }) => {
  await signInLearnerByApi(page);
  const responses = recordLearnerResponses(page);
  await page.goto('/page/onlinetest/ielttest/listening/cambridge');
  const card = page.locator('[data-testid^="test-card-"]').filter({ hasText: 'Demo Listening Test 1' });
  await card.getByTestId('start-test').click();
  await page.getByTestId('start-confirm').click();
  await expect(page.getByTestId('exam-screen')).toHaveAttribute('data-skill', 'listening');

  await page.getByTestId('start-audio').click();
  const audio = page.getByTestId('exam-audio');
  await expect(audio).toHaveAttribute('src', /\S+/);
  await expect.poll(async () => audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || element.readyState >= 1), { timeout: 15_000 }).toBe(true);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.controls)).toBe(false);

  await openPart(page, 3);
  await page.getByTestId('nav-21').click();
  await expect(page.locator('#question-21')).toBeFocused();
  await page.getByTestId('nav-next').click();
  await expect(page.getByTestId('nav-22')).toHaveAttribute('aria-current', 'true');
  await expectNoSecrets(responses);
});

test('the home reading entry with ?testId starts a full attempt and puts its attemptId in the address', async ({ page }) => {
  const token = await signInLearnerByApi(page);
  const tests = await learnerCall<Array<{ id: number; name: string }>>(page.request, token, 'get', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading&pageSize=100');
  const demo = tests.find((row) => row.name === 'Demo Reading Test 1')!;
  await page.goto(`/page/home/reading/cambridge/dofulltest?testId=${demo.id}`);
  await expect(page).toHaveURL(/\/page\/home\/reading\/cambridge\/dofulltest\?attemptId=\d+$/);
  await expect(page.getByTestId('exam-screen')).toHaveAttribute('data-skill', 'reading');
  await expect(page.getByTestId('exam-timer')).toContainText(/^(59|60):\d\d/);
});

test('the learner home leads to the tests that are built: the greeting button and each test card open their lists, not "Coming soon"', async ({ page }) => {
  await signInLearnerByApi(page);
  await page.goto('/page/home');
  const tests = page.getByRole('region', { name: 'Practice tests' });
  for (const [title, path] of [['IELTS Reading', '/page/onlinetest/ielttest/reading/cambridge'], ['IELTS Listening', '/page/onlinetest/ielttest/listening/cambridge'], ['TOEIC', '/page/toeic'], ['Grammar tests', '/page/onlinetest/testgrammar/test']] as const) {
    const card = tests.getByRole('link').filter({ has: page.getByText(title, { exact: true }) });
    await expect(card, title).toHaveAttribute('href', path);
    await expect(card, title).not.toContainText('Coming soon');
  }
  await page.getByRole('link', { name: 'Start an IELTS reading test' }).click();
  await expect(page).toHaveURL(/\/page\/onlinetest\/ielttest\/reading\/cambridge$/);
  await expect(page.getByText('Demo Reading Test 1').first()).toBeVisible();
});

test('when the time is up the attempt is submitted with every answer, the last typed one too, and its result opens', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's clock can be moved forward: the hour of the test passes in a moment.
  await page.clock.install();
  await signInLearnerByApi(page);
  await startDemoReading(page);
  await expect(page.getByTestId('exam-timer')).toContainText(/^(59|60):\d\d/);
  await answerRange(page, range(1, 6));
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
  // Ten minutes before the end: the warning, and the clock (which ticks in its chip alone) shows it.
  await page.clock.fastForward(51 * 60_000);
  await expect(page.getByTestId('time-warning')).toContainText('10 minutes left');
  await expect(page.getByTestId('exam-timer')).toContainText(/^0?(8|9):\d\d/);
  // Typed just before the bell, perhaps not saved yet: the submit saves it first.
  await answer(page, 7);
  await page.clock.fastForward(10 * 60_000);
  await expect(page.getByRole('dialog')).toContainText('Time is up');
  await expect(page).toHaveURL(/\/dofulltest\/result\?resultId=\d+$/, { timeout: 20_000 });
  // Questions 1–7 right, the rest unanswered.
  await expect(page.getByTestId('result-score')).toHaveText('7/40');
});

/** Selects part of the first line of the passage (from `fromX` to `toX` pixels into it) with the mouse. */
async function selectInPassage(page: Page, fromX: number, toX: number) {
  const paragraph = page.getByTestId('passage').locator('p').first();
  const box = (await paragraph.boundingBox())!;
  await page.mouse.move(box.x + fromX, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + toX, box.y + 8, { steps: 5 });
  await page.mouse.up();
}

test('the learner highlights words of the passage, adds a note, finds both in the notes drawer, and removes the highlight', async ({ page }) => {
  await signInLearnerByApi(page);
  await startDemoReading(page);
  const passage = page.getByTestId('passage');
  await expect(passage.locator('p').first()).toBeVisible();

  // A highlight: the toolbar over the selection (its own chunk, fetched while the screen was idle).
  await selectInPassage(page, 4, 90);
  await page.getByTestId('highlight-selection').click();
  await expect(passage.locator('mark.exam-mark')).toHaveCount(1);

  // A note on other words of the same paragraph.
  await selectInPassage(page, 200, 300);
  await page.getByTestId('note-selection').click();
  await page.getByTestId('note-text').fill('Check the date of the first couriers');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(passage.locator('mark.exam-mark-note')).toHaveCount(1);

  // Both are listed in the drawer, the note with its text.
  await page.getByRole('button', { name: 'Notes and highlights' }).click();
  const list = page.getByTestId('notes-list');
  await expect(list.getByRole('button', { name: /^Remove (highlight|note)$/ })).toHaveCount(2);
  await expect(list).toContainText('Check the date of the first couriers');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // A click on the highlight offers to remove it; the note stays.
  await passage.locator('mark.exam-mark:not(.exam-mark-note)').first().click();
  await page.getByRole('button', { name: 'Remove highlight' }).click();
  await expect(passage.locator('mark.exam-mark:not(.exam-mark-note)')).toHaveCount(0);
  await expect(passage.locator('mark.exam-mark-note')).toHaveCount(1);
});

/** The paths of the learner API calls the page makes from now on, in order. */
function recordLearnerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/learner/')) calls.push(pathname);
  });
  return calls;
}

/** Console errors and uncaught errors of the page (a failed hydration reports itself there). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test("a signed-in learner's exam screen comes in the page's HTML: passage, questions and saved answers, with no call for the attempt from the browser", async ({ page }) => {
  await signInLearnerByApi(page);
  await startDemoReading(page);
  await answerRange(page, [1]);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  // The app keeps the token's cookie mirror beside localStorage (learner-cookie.ts).
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'lexam_learner' && cookie.path === '/page')).toBe(true);

  // The HTML itself, before any script: the screen, the passage and the saved answer.
  const address = page.url();
  const html = await (await page.request.get(address)).text();
  expect(html.includes('data-testid="exam-screen"'), 'the exam screen is in the HTML').toBe(true);
  expect(html.includes('Messengers on two wheels'), 'the passage is in the HTML').toBe(true);
  const answerOne = (html.match(/<input[^>]*data-question-number="1"[^>]*>/g) ?? []).find((tag) => tag.includes('value="false"'));
  expect(answerOne).toMatch(/\schecked(=""|[\s/>])/);
  expect(html.includes('__lexamEarlyAttempt'), 'no early fetch script').toBe(false);

  // Opened in the browser: hydrated as it is, without asking for the attempt or failing to hydrate.
  const errors = recordErrors(page);
  const calls = recordLearnerCalls(page);
  await page.goto(address);
  await expect(page.getByTestId('passage')).toContainText('Messengers on two wheels');
  await expect(page.getByTestId('exam-timer')).toContainText(/^(59|60):\d\d/);
  await expect(page.getByTestId('nav-1')).toHaveAttribute('data-state', 'answered');
  await expect(page.locator('input[data-question-number="1"][value="false"]')).toBeChecked();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.endsWith('/getAttempt'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('after a reload of the server-rendered screen, what only this browser holds comes back: an answer not yet saved, a flag, a highlight', async ({ page }) => {
  await signInLearnerByApi(page);
  await startDemoReading(page);
  await answerRange(page, [1]);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await page.getByTestId('nav-2').click();
  await page.getByTestId('flag-current').click();
  await expect(page.getByTestId('nav-2')).toHaveAttribute('data-flagged', 'true');
  await selectInPassage(page, 4, 90);
  await page.getByTestId('highlight-selection').click();
  await expect(page.getByTestId('passage').locator('mark.exam-mark')).toHaveCount(1);

  // The server stops taking answers: question 3's answer stays in this browser's queue.
  await page.route('**/api/learner/OnlineIeltsTest/saveAnswers', (route) => route.abort());
  await answerRange(page, [3]);
  await expect(page.getByTestId('save-state')).not.toHaveAttribute('data-status', 'saved');

  const errors = recordErrors(page);
  await page.reload();
  // The server's HTML had answer 1 only; the queued answer 3, the flag and the highlight are this browser's.
  await expect(page.locator('input[data-question-number="1"][value="false"]')).toBeChecked();
  await expect(page.locator('input[data-question-number="3"][value="not-given"]')).toBeChecked();
  await expect(page.getByTestId('nav-3')).toHaveAttribute('data-state', 'answered');
  await expect(page.getByTestId('nav-2')).toHaveAttribute('data-flagged', 'true');
  await expect(page.getByTestId('passage').locator('mark.exam-mark')).toHaveCount(1);

  // Saving again once the server answers: the queued answer reaches it.
  await page.unroute('**/api/learner/OnlineIeltsTest/saveAnswers');
  await answerRange(page, [4]);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
  await page.reload();
  await expect(page.locator('input[data-question-number="3"][value="not-given"]')).toBeChecked();
  expect(errors.filter((error) => !/saveAnswers|net::ERR_FAILED/.test(error))).toEqual([]);
});

test('without the cookie (a session from before it), the page fetches the attempt itself before its code has run, and the cookie comes back', async ({ page }) => {
  await signInLearnerByApi(page);
  await startDemoReading(page);
  const address = page.url();
  await page.context().clearCookies({ name: 'lexam_learner' });
  const calls = recordLearnerCalls(page);
  await page.goto(address);
  await expect(page.getByTestId('passage')).toContainText('Messengers on two wheels');
  await expect(page.getByTestId('exam-timer')).toContainText(/^(59|60):\d\d/);
  const attempts = calls.filter((call) => call.endsWith('/getAttempt'));
  expect(attempts).toEqual(['/api/learner/OnlineIeltsTest/getAttempt']);
  // Asked for by the inline script as the page was parsed: before the session's own call, which the
  // app makes once its code has run.
  expect(calls.indexOf('/api/learner/User/getOne')).toBeGreaterThan(calls.indexOf(attempts[0]!));
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'lexam_learner')).toBe(true);
});

test("the server renders no one else's attempt: with another learner's cookie the page's HTML holds neither the exam screen nor the passage", async ({ page, browser }) => {
  await signInLearnerByApi(page);
  await startDemoReading(page);
  const address = page.url();
  // A second learner (made through the API) with the first one's address.
  const other = await browser.newContext({ baseURL: new URL(address).origin });
  const otherPage = await other.newPage();
  const email = await createConfirmedLearner(otherPage, 'Other@12345', 'other');
  await signInLearnerByApi(otherPage, { email, password: 'Other@12345' });
  await otherPage.goto('/page/home');
  await expect.poll(async () => (await other.cookies()).some((cookie) => cookie.name === 'lexam_learner')).toBe(true);
  const html = await (await otherPage.request.get(address)).text();
  expect(html.includes('Messengers on two wheels'), 'the passage is not in the HTML').toBe(false);
  expect(html.includes('data-testid="exam-screen"'), 'the exam screen is not in the HTML').toBe(false);
  await other.close();
});
