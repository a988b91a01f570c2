import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInAdminByApi } from './support/auth';

const READING = '/dashboard/onlinetest/ielts/reading/cambridge';

/** A unique suffix so reruns against one database do not collide. */
function suffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

test('an editor writes a lesson, a test, a passage, a group and a question, and a bad question shows the server’s problem', async ({ page }) => {
  await signInAdminByApi(page, DEMO.editor);
  const tag = suffix();
  const lessonName = `E2E lesson ${tag}`;
  const testName = `E2E reading test ${tag}`;

  // A lesson.
  await page.goto(`${READING}/lesson`);
  await expect(page.getByRole('heading', { name: 'IELTS Reading lessons' })).toBeVisible();
  await page.getByLabel('New lesson name').fill(lessonName);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(toast(page, 'Lesson added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'IELTS Reading lessons' }).getByText(lessonName)).toBeVisible();

  // A test in it: the new screen creates it, then opens its editor.
  await page.goto(`${READING}/new`);
  await expect(page.getByRole('heading', { name: 'New test' })).toBeVisible();
  await page.getByLabel('Name').fill(testName);
  await page.getByRole('combobox', { name: 'Lesson' }).click();
  await page.getByRole('option', { name: lessonName }).click();
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page).toHaveURL(/\/cambridge\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: testName })).toBeVisible();

  // A passage, sanitised and saved.
  await page.getByRole('button', { name: 'Add passage' }).click();
  const section = page.getByTestId('section-card').first();
  await expect(section.getByRole('heading', { name: 'Passage 1' })).toBeVisible();
  const passage = section.getByRole('textbox', { name: 'Passage' });
  await passage.click();
  await page.keyboard.type('Kites were first flown in an invented country long ago.');
  await section.getByRole('button', { name: 'Save' }).first().click();
  await expect(toast(page, 'Saved.')).toBeVisible();

  // A question group with its instructions.
  await section.getByRole('button', { name: 'Add question group' }).click();
  const group = section.getByTestId('group-card').first();
  await group.getByLabel('Instructions').fill('Questions 1. Choose the correct letter, A, B or C.');
  await group.getByRole('button', { name: 'Save' }).first().click();
  await expect(toast(page, 'Saved.').first()).toBeVisible();

  // A question: the blank multiple-choice question is refused with the server's problem...
  await group.getByRole('button', { name: 'Add question' }).click();
  const question = group.getByTestId('question-card').last();
  await question.getByRole('button', { name: 'Add question' }).click();
  const problem = question.getByTestId('question-problem');
  await expect(problem).toContainText('The multiple-choice-one question is not valid.');
  await expect(problem).toContainText('content.options.0.text');
  // The type's own form shows each problem beside its field.
  await expect(question.getByRole('textbox', { name: 'Text of A' })).toHaveAttribute('aria-invalid', 'true');

  // ...and accepted once it is complete (written here as JSON, the advanced mode).
  await question.getByLabel('Advanced: edit content and answer key as JSON').check();
  await question.getByLabel('Content (JSON)').fill(JSON.stringify({ prompt: 'Where were kites first flown?', options: [{ id: 'A', text: 'in an invented country' }, { id: 'B', text: 'at sea' }, { id: 'C', text: 'in space' }] }));
  await question.getByLabel('Answer key (JSON)').fill(JSON.stringify({ correct: 'Z' }));
  await question.getByLabel('Explanation').fill('The passage says so in its first sentence.');
  await question.getByRole('button', { name: 'Add question' }).click();
  await expect(problem).toContainText('The correct option Z is not one of the options.');
  await question.getByLabel('Answer key (JSON)').fill(JSON.stringify({ correct: 'A' }));
  await question.getByRole('button', { name: 'Add question' }).click();
  await expect(toast(page, 'Question added.')).toBeVisible();
  await expect(group.getByTestId('question-card').filter({ hasText: 'Question 1' })).toBeVisible();

  // Publishing an incomplete test names what is missing.
  await page.getByLabel('Published (learners can see and take it)').check();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByTestId('settings-problem')).toContainText('cannot be published yet');
  await expect(page.getByTestId('settings-problem')).toContainText('No item covers questions 2');

  // The test is in the list, under its lesson.
  await page.goto(READING);
  await page.getByRole('tab', { name: lessonName }).click();
  await expect(page.getByRole('gridcell', { name: testName })).toBeVisible();
});

test('the statistics screen of the demo reading test renders', async ({ page }) => {
  const token = await signInAdminByApi(page, DEMO.editor);
  const response = await page.request.get('/api/admin/IeltsOnlineTest?skill=reading&searchByName=Demo%20Reading', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const [demo] = (await response.json()) as { id: number; name: string }[];
  expect(demo, 'the demo reading test is seeded').toBeTruthy();

  await page.goto(`${READING}/${demo!.id}/details`);
  await expect(page.getByRole('heading', { name: `Statistics: ${demo!.name}` })).toBeVisible();
  await expect(page.getByTestId('statistics-table')).toBeVisible();
  const detail = (await (await page.request.get(`/api/admin/IeltsOnlineTest/${demo!.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { sections: { groups: { questions: unknown[] }[] }[] };
  const items = detail.sections.flatMap((section) => section.groups.flatMap((group) => group.questions)).length;
  // A header row and a row per question item.
  await expect(page.getByTestId('statistics-table').getByRole('row')).toHaveCount(1 + items);
  // Either figures or the empty state, depending on whether other suites have submitted attempts.
  await expect(page.getByTestId('statistics-empty').or(page.getByText('Mean score'))).toBeVisible();
});
