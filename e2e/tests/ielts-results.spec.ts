import { expect, test } from './fixtures';
import { signInLearnerByApi } from './support/auth';
import { DEMO_READING_ANSWERS, learnerCall, takeTestByApi } from './support/ielts';

test('a learner reviews a submitted reading test: band, results by type, a wrong answer with the key and explanation, the evidence in the passage, and the results list', async ({ page }) => {
  const token = await signInLearnerByApi(page);
  const tests = await learnerCall<{ id: number; name: string }[]>(page.request, token, 'get', 'OnlineIeltsTest/getOnlineIeltsTest?skill=reading');
  const demo = tests.find((item) => item.name === 'Demo Reading Test 1');
  expect(demo, 'the demo reading test is seeded').toBeDefined();
  const resultId = await takeTestByApi({ request: page.request, token, testId: demo!.id, answers: DEMO_READING_ANSWERS });

  await page.goto(`/page/onlinetest/ielttest/reading/cambridge/dofulltest/result?resultId=${resultId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Reading Test 1');
  // 10 right answers of 40: band 4.0 on the Academic Reading table.
  await expect(page.getByTestId('result-score')).toHaveText('10/40');
  await expect(page.getByTestId('result-band')).toHaveText('4.0');

  // Questions 1–6 (True / False / Not Given): 2 and 4 right, 1 wrong, 3, 5 and 6 skipped.
  const tfng = page.getByTestId('by-type-table').getByRole('row').filter({ hasText: 'True / False / Not Given' });
  await expect(tfng.getByRole('cell')).toHaveText(['2', '1', '3', '33%']);

  // The review's filters count questions as the table does (not blocks: questions 7–10 are one block).
  // (td cells: right, wrong, skipped, accuracy; the type is a th.)
  const cells = async (column: number) => (await page.getByTestId('by-type-table').locator('tbody tr').evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? '0'), column)).reduce((sum, text) => sum + Number(text), 0);
  await expect(page.getByTestId('filter-all')).toHaveText('All (40)');
  await expect(page.getByTestId('filter-wrong')).toHaveText(`Wrong (${await cells(1)})`);
  await expect(page.getByTestId('filter-skipped')).toHaveText(`Skipped (${await cells(2)})`);

  // Only the wrong answers: question 1 is first, with the key and the explanation.
  await page.getByTestId('filter-wrong').click();
  const first = page.getByTestId('review-question').first();
  await expect(first).toContainText('Question 1');
  await expect(first).toContainText('Wrong');
  await expect(first.getByTestId('accepted-answer')).toHaveText('Answer: FALSE');
  // The radios say it too: the right answer's label in the success colour, the learner's pick in the error colour.
  const [success, error] = await page.evaluate(() => {
    const probe = getComputedStyle(document.body);
    return [probe.getPropertyValue('--lx-success').trim(), probe.getPropertyValue('--lx-error').trim()];
  });
  const rightLabel = first.locator('label', { has: page.locator('input[value="false"]') });
  await expect(rightLabel).toHaveAttribute('data-tone', 'correct');
  await expect(rightLabel.locator('span').last()).toHaveCSS('color', hexToRgb(success));
  const picked = first.locator('label', { has: page.locator('input:checked') });
  await expect(picked).toHaveAttribute('data-tone', 'wrong');
  await expect(picked.locator('span').last()).toHaveCSS('color', hexToRgb(error));
  await expect(first.getByTestId('explanation')).toContainText('The companies gave bicycles to their staff');
  // The typed answer of question 8 shows the accepted answer written out.
  await expect(page.getByTestId('review-question').filter({ hasText: 'Questions 7–10' }).getByTestId('accepted-answer')).toContainText(['Answer: maintain']);

  // "Show in passage" marks the evidence phrase in the passage.
  await first.getByRole('button', { name: 'Show in passage' }).click();
  const mark = page.getByTestId('passage-text').first().locator('mark[data-evidence]');
  await expect(mark).toHaveText('the companies began to issue machines to their staff rather than expecting them to buy their own');
  await expect(mark).toBeInViewport();

  // The results list has the result, and its row opens it again (this result's row: other tests of
  // the same learner may submit the same test meanwhile).
  await page.goto('/page/onlinetest/ielttest/result');
  const row = page.locator(`[data-testid="result-row"][data-result-id="${resultId}"]`);
  await expect(row).toContainText('Demo Reading Test 1');
  await expect(row).toContainText('10/40');
  await expect(row).toContainText('4.0');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/page/onlinetest/ielttest/reading/cambridge/dofulltest/result\\?resultId=${resultId}$`));
  await expect(page.getByTestId('result-band')).toHaveText('4.0');
});

/** `#22C55E` as the computed style writes it: `rgb(34, 197, 94)`. */
function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
