import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInLearnerByApi } from './support/auth';
import { learnerCall } from './support/ielts';
import { expectNoSecrets, recordLearnerResponses } from './support/secrets';
import { importTest, inventedGrammar, inventedToeicReading } from './support/toeic';

/**
 * The learner's TOEIC and grammar screens against the real server: the TOEIC reading list, the demo
 * TOEIC reading test (or, while it is not seeded, an invented one imported through the admin API)
 * taken through the exam screen with a reload half way, submitted, a scaled score and results by
 * part; no learner answer carries the key while the test is open. Then a grammar test end to end.
 */

const DEMO_TOEIC = 'Demo TOEIC Reading Test 1';
const INVENTED_TOEIC = 'E2E TOEIC Reading';
const DEMO_GRAMMAR = 'Demo Grammar Test 1';
const INVENTED_GRAMMAR = 'E2E Grammar Test';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/Auth/login', { data: DEMO.admin });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The name of a published test of the list whose name starts with one of `names`, importing `fallback` when none is. */
async function ensureTest({ request, token, url, names, entity, fallback }: { request: APIRequestContext; token: string; url: string; names: string[]; entity: 'OnlineToeicTest' | 'GrammarOnlineTest'; fallback: () => { test: { name: string } } }): Promise<string> {
  const find = async () => {
    const data = await learnerCall<Array<{ name: string }> | { data: Array<{ name: string }> }>(request, token, 'get', url);
    const rows = Array.isArray(data) ? data : data.data;
    return rows.find((row) => names.some((name) => row.name.startsWith(name)))?.name ?? null;
  };
  const found = await find();
  if (found) return found;
  const document = fallback();
  await importTest(request, await adminToken(request), entity, document);
  return (await find()) ?? document.test.name;
}

async function startFromList(page: Page, name: string) {
  const card = page.locator('[data-testid^="test-card-"]').filter({ hasText: name }).first();
  await card.getByTestId('start-test').click();
  await page.getByTestId('start-confirm').click();
  await expect(page).toHaveURL(/\/dofulltest\?attemptId=\d+$/);
  await expect(page.getByTestId('exam-screen')).toBeVisible();
}

/** Chooses the first option of a multiple-choice question by its number. */
async function chooseFirst(page: Page, number: number) {
  await page.locator(`input[type="radio"][data-question-number="${number}"]`).first().check();
}

test('a learner takes a TOEIC reading test: answers kept over a reload, submit, scaled score and results by part; no key reaches the browser', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await signInLearnerByApi(page);
  const name = await ensureTest({
    request,
    token,
    url: 'OnlineToeicTest/getOnlineToeicTest?skill=reading&pageSize=100',
    names: [DEMO_TOEIC, INVENTED_TOEIC],
    entity: 'OnlineToeicTest',
    fallback: () => inventedToeicReading(INVENTED_TOEIC),
  });
  const responses = recordLearnerResponses(page);

  // The list, with the edition chosen on the page and kept in the address.
  await page.goto('/page/onlinetest/testtoeic/reading/ets/test');
  await page.getByTestId('edition-ets2023').click();
  await expect(page).toHaveURL(/edition=ets2023/);
  await startFromList(page, name);
  await expect(page.getByTestId('exam-screen')).toHaveAttribute('data-kind', 'toeic');
  await expect(page.getByTestId('exam-timer')).toBeVisible();

  // Part 5: a plain question list with the part's directions.
  await expect(page.getByTestId('part-directions')).toBeVisible();
  for (const number of [101, 102, 103]) await chooseFirst(page, number);
  // Part 6: the text beside its questions; a numbered gap focuses its question.
  await page.getByTestId('part-2').click();
  await expect(page.getByTestId('group-stimulus').first()).toBeVisible();
  await page.locator('button.exam-gap[data-gap="131"]').click();
  await chooseFirst(page, 131);
  await expect(page.locator('button.exam-gap[data-gap="131"]')).toHaveAttribute('data-answered', 'true');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(page.getByTestId('exam-screen')).toBeVisible();
  await page.getByTestId('part-1').click();
  for (const number of [101, 102, 103]) await expect(page.getByTestId(`nav-${number}`)).toHaveAttribute('data-state', 'answered');
  await expect(page.getByTestId('nav-104')).toHaveAttribute('data-state', 'unanswered');
  await expect(page.locator('input[type="radio"][data-question-number="101"]').first()).toBeChecked();
  await expectNoSecrets(responses);

  await page.getByTestId('submit-test').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page).toHaveURL(/\/testtoeic\/reading\/ets\/test\/dofulltest\/result\?resultId=\d+$/, { timeout: 30_000 });
  const scaled = Number(await page.getByTestId('result-scaled').textContent());
  expect(scaled).toBeGreaterThanOrEqual(5);
  expect(scaled).toBeLessThanOrEqual(495);
  await expect(page.getByTestId('result-percent')).toContainText('%');
  const byPart = page.getByTestId('by-part-table');
  await expect(byPart).toBeVisible();
  for (const part of ['Part 5', 'Part 6', 'Part 7']) await expect(byPart).toContainText(part);
  await expect(page.getByTestId('review-question').first()).toBeVisible();
});

test('a learner takes a grammar test end to end: list, exam screen, submit, percent and review', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await signInLearnerByApi(page);
  const name = await ensureTest({
    request,
    token,
    url: 'OnlineGrammarTest/getOnlineGrammarTest?pageSize=100',
    names: [DEMO_GRAMMAR, INVENTED_GRAMMAR],
    entity: 'GrammarOnlineTest',
    fallback: () => inventedGrammar(INVENTED_GRAMMAR),
  });
  const responses = recordLearnerResponses(page);
  await page.goto('/page/onlinetest/testgrammar/test');
  await startFromList(page, name);
  await expect(page.getByTestId('exam-screen')).toHaveAttribute('data-kind', 'grammar');
  await chooseFirst(page, 1);
  await expect(page.getByTestId('nav-1')).toHaveAttribute('data-state', 'answered');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await expectNoSecrets(responses);

  await page.getByTestId('submit-test').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page).toHaveURL(/\/testgrammar\/test\/dofulltest\/result\?resultId=\d+$/, { timeout: 30_000 });
  await expect(page.getByTestId('result-percent')).toContainText('%');
  await expect(page.getByTestId('by-type-table')).toBeVisible();
  await expect(page.getByTestId('review-question').first()).toBeVisible();
  await expect(page.getByTestId('explanation').first()).toBeVisible();
});
