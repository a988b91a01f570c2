import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInAdminByApi } from './support/auth';

const TOEIC = '/dashboard/onlinetest/testtoeic/reading/ets2023';
const GRAMMAR = '/dashboard/onlinetest/testgrammar';

/** A unique suffix so reruns against one database do not collide. */
function suffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** Adds a lesson on a lessons screen. */
async function addLesson(page: Page, url: string, heading: string, name: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('New lesson name').fill(name);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(toast(page, 'Lesson added.')).toBeVisible();
}

/** Fills the test settings of the new-test screen and creates it. */
async function createTest(page: Page, name: string, lessonName: string) {
  await expect(page.getByRole('heading', { name: 'New test' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Lesson' }).click();
  await page.getByRole('option', { name: lessonName }).click();
  await page.getByRole('button', { name: 'Create test' }).click();
}

test('an editor writes a TOEIC reading test with a Part 5 question, sees it listed and opens its statistics', async ({ page }) => {
  await signInAdminByApi(page, DEMO.editor);
  const tag = suffix();
  const lessonName = `E2E TOEIC lesson ${tag}`;
  const testName = `E2E TOEIC reading ${tag}`;
  await addLesson(page, `${TOEIC}/lesson`, 'TOEIC Reading lessons', lessonName);

  await page.goto(`${TOEIC}/test/new`);
  await createTest(page, testName, lessonName);
  await expect(page).toHaveURL(/\/testtoeic\/reading\/ets2023\/test\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: testName })).toBeVisible();
  // The test's own settings: the edition of the route, and the default conversion table.
  await expect(page.getByRole('combobox', { name: 'Edition' })).toContainText('ETS 2023');
  await expect(page.getByTestId('conversion-table').getByRole('radio', { name: 'Default table of the skill' })).toBeChecked();

  // The first part of a reading test is Part 5.
  await page.getByRole('button', { name: 'Add part' }).click();
  const section = page.getByTestId('section-card').first();
  await expect(section.getByRole('heading', { name: 'Part 5: Incomplete sentences' })).toBeVisible();

  await section.getByRole('button', { name: 'Add question group' }).click();
  const group = section.getByTestId('group-card').first();
  await group.getByLabel('Instructions').fill('Questions 101. Choose the best answer to complete the sentence.');
  await group.getByRole('button', { name: 'Save' }).first().click();
  await expect(toast(page, 'Saved.').first()).toBeVisible();

  await group.getByRole('button', { name: 'Add question' }).click();
  const question = group.getByTestId('question-card').last();
  await question.getByLabel('First number').fill('101');
  await question.getByLabel('Advanced: edit content and answer key as JSON').check();
  await question.getByLabel('Content (JSON)').fill(JSON.stringify({
    prompt: 'The invented firm ------- its new office next spring.',
    options: [{ id: 'A', text: 'opens' }, { id: 'B', text: 'will open' }, { id: 'C', text: 'opened' }, { id: 'D', text: 'opening' }],
  }));
  await question.getByLabel('Answer key (JSON)').fill(JSON.stringify({ correct: 'B' }));
  await question.getByRole('button', { name: 'Add question' }).click();
  await expect(toast(page, 'Question added.')).toBeVisible();
  await expect(group.getByTestId('question-card').filter({ hasText: 'Question 101' })).toBeVisible();
  const editUrl = page.url();

  await page.goto(`${TOEIC}/test`);
  await page.getByRole('tab', { name: lessonName }).click();
  await expect(page.getByRole('gridcell', { name: testName })).toBeVisible();

  const id = /\/test\/(\d+)\/edit$/.exec(editUrl)?.[1];
  await page.goto(`${TOEIC}/test/${id}/details`);
  await expect(page.getByRole('heading', { name: `Statistics: ${testName}` })).toBeVisible();
  await expect(page.getByTestId('statistics-table').getByRole('row')).toHaveCount(2);
});

test('an editor writes a grammar test with an error-identification question and sees it listed', async ({ page }) => {
  await signInAdminByApi(page, DEMO.editor);
  const tag = suffix();
  const lessonName = `E2E grammar lesson ${tag}`;
  const testName = `E2E grammar test ${tag}`;
  await addLesson(page, `${GRAMMAR}/lesson`, 'Grammar lessons', lessonName);

  await page.goto(`${GRAMMAR}/new`);
  await createTest(page, testName, lessonName);
  await expect(page).toHaveURL(/\/testgrammar\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: testName })).toBeVisible();

  // A group on its own page (in a new section), then back to the overview.
  await page.getByRole('link', { name: 'Add question group' }).click();
  await expect(page).toHaveURL(/\/testgrammar\/detail\/\d+\/new$/);
  await page.getByLabel('Title of the new section').fill('Verbs');
  await page.getByLabel('Instructions').fill('Questions 1. Choose the underlined part that is wrong.');
  await page.getByRole('button', { name: 'Add question group' }).click();
  await expect(toast(page, 'Question group added.')).toBeVisible();
  await expect(page).toHaveURL(/\/testgrammar\/detail\/\d+$/);
  await expect(page.getByTestId('group-card')).toHaveCount(1);

  // A question on its own page, of a grammar type.
  await page.getByRole('link', { name: 'Add question', exact: true }).click();
  await expect(page).toHaveURL(/\/detailquestion\/new$/);
  const question = page.getByTestId('question-card');
  await question.getByRole('combobox', { name: 'Question type' }).click();
  // Only the grammar types are offered.
  await expect(page.getByRole('option')).toHaveCount(5);
  await page.getByRole('option', { name: 'Error identification' }).click();
  await question.getByLabel('Advanced: edit content and answer key as JSON').check();
  await question.getByLabel('Content (JSON)').fill(JSON.stringify({ sentence: 'The results [A:was] [B:announced] [C:by] the [D:committee].' }));
  await question.getByLabel('Answer key (JSON)').fill(JSON.stringify({ correct: 'A', correction: 'were' }));
  await question.getByRole('button', { name: 'Add question' }).click();
  await expect(toast(page, 'Question added.')).toBeVisible();
  await expect(page).toHaveURL(/\/testgrammar\/detail\/\d+$/);
  await expect(page.getByTestId('question-card').filter({ hasText: 'Question 1' })).toContainText('Error identification');

  await page.goto(`${GRAMMAR}/test`);
  await page.getByRole('tab', { name: lessonName }).click();
  await expect(page.getByRole('gridcell', { name: testName })).toBeVisible();
});
