import { expect, test, waitForHydration } from './fixtures';
import { createConfirmedLearner, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { screenshotter } from './support/shots';

// The demo prompts are seeded with the demo content (seedWritingPrompts): four Task 1 prompts with
// their charts and four Task 2 prompts.
const FIRST_PART = 'Some people believe that working from home is better for everyone. In my opinion, it depends on the job and on the person.';
const SECOND_PART = '\n\nOn the one hand, commuting wastes time and money. On the other hand, colleagues learn from each other in an office.';

test('a learner writes a Task 2 answer, reloads in the middle without losing a word, sends it and finds it in My answers', async ({ page, context, baseURL }, testInfo) => {
  test.slow();
  await installAxe(context);
  const email = await createConfirmedLearner(page, 'Writer@12345', 'writer');
  await signInLearnerByApi(page, { email, password: 'Writer@12345' });
  const shot = screenshotter(page, testInfo);

  // The prompts of Task 2, as cards.
  await page.goto('/page/writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing practice' })).toBeVisible();
  await waitForHydration(page, '[data-testid="writing-tab-task2"]');
  await expect(page.getByTestId('writing-prompt-card')).toHaveCount(4);
  await expect(page.getByTestId('writing-prompt-card').first().locator('img')).toBeVisible();
  await page.getByTestId('writing-tab-task2').click();
  await expect(page).toHaveURL(/tab=task2/);
  const card = page.getByTestId('writing-prompt-card').first();
  await expect(card).toContainText('250+ words');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('prompts-task2-light');
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.click();

  // The writing screen: choose the timer, then write.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('writing-prompt')).toContainText('Write at least 250 words');
  await page.getByTestId('writing-start-button').click();
  await expect(page.getByTestId('writing-timer')).toHaveText(/^(40:00|39:5\d)$/);
  const editor = page.getByTestId('writing-editor');
  await editor.fill(FIRST_PART);
  await expect(page.getByTestId('writing-word-count')).toHaveAttribute('data-words', '23');
  // A reload at once, before the save is acknowledged: the queue kept in the browser has the text.
  await page.reload();
  await expect(page.getByTestId('writing-editor')).toHaveValue(FIRST_PART);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  // And the server has it too.
  await page.reload();
  await expect(page.getByTestId('writing-editor')).toHaveValue(FIRST_PART);
  await expect(page.getByTestId('writing-timer')).toBeVisible();

  // Help on demand: the suggestions, the layout, the vocabulary.
  await page.getByTestId('writing-help-open').click();
  await expect(page.getByTestId('writing-help')).not.toBeEmpty();
  await page.getByTestId('help-tab-vocabulary').click();
  await expect(page.getByTestId('writing-help').locator('dt').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Finish and send: the dialog warns that the answer is under 250 words.
  await page.getByTestId('writing-editor').press('End');
  await page.getByTestId('writing-editor').pressSequentially(SECOND_PART.slice(0, 40));
  await page.getByTestId('writing-editor').fill(FIRST_PART + SECOND_PART);
  await expect(page.getByTestId('writing-word-count')).toHaveAttribute('data-words', '44');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('writing-light');
  await page.getByTestId('writing-submit').click();
  await expect(page.getByTestId('writing-under-minimum')).toContainText('206');
  await page.getByTestId('writing-submit-confirm').click();

  // My answers: the sent answer, waiting for a grade.
  await expect(page).toHaveURL(/tab=answers/);
  await expect(page.getByTestId('writing-sent')).toBeVisible();
  const row = page.getByTestId('writing-answer').first();
  await expect(row).toHaveAttribute('data-status', 'submitted');
  await expect(row).toContainText(title);
  await expect(row).toContainText('44 words of 250');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('answers-light');
  // A row opens the answer's result.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/resultId=\d+/);

  // The writing screen of a Task 1 prompt in dark mode, in Arabic, 390 px wide.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }, { name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/page/writing?tab=task1');
  await page.getByTestId('writing-prompt-card').first().click();
  await expect(page.getByTestId('writing-start')).toBeVisible();
  await expect(page.getByTestId('writing-prompt').locator('img')).toBeVisible();
  await page.getByTestId('writing-untimed').click();
  await page.getByTestId('writing-start-button').click();
  await page.getByTestId('writing-editor').fill('The line graph compares three leisure activities.');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  await expect(page.getByTestId('writing-timer')).toHaveCount(0);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('writing-dark-ar-narrow');
  await context.addCookies([{ name: 'i18nextLng', value: 'en', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('writing-editor')).toHaveValue('The line graph compares three leisure activities.');
  await shot('writing-task1-dark');
});

test('an admin writes a Task 2 prompt with a suggestion, sees it as a learner will, and writes its layout', async ({ page, context }, testInfo) => {
  test.slow();
  await installAxe(context);
  await signInAdminByApi(page);
  const shot = screenshotter(page, testInfo);
  const tag = Date.now().toString(36);

  // The Task 1 prompts list, with the demo prompts' pictures.
  await page.goto('/dashboard/course/writing/task1/suggestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Task 1 prompts' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Leisure time in Northland' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('admin-task1-list');

  // A new Task 2 prompt.
  await page.goto('/dashboard/course/writing/task2/suggestion/new');
  await expect(page.getByRole('heading', { name: 'New prompt' })).toBeVisible();
  await page.getByLabel('Title').fill(`City gardens ${tag}`);
  await page.getByRole('textbox', { name: 'Instructions' }).click();
  await page.keyboard.type('Should every city give land to community gardens?');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/writing\/task2\/suggestion(\?|$)/);
  await page.getByRole('row').filter({ hasText: `City gardens ${tag}` }).getByRole('button', { name: /Edit/ }).click();

  // Its edit screen lists its suggestions and words; a suggestion is added from there.
  await expect(page.getByTestId('prompt-suggestions')).toContainText('(0)');
  await expect(page.getByTestId('prompt-words')).toContainText('(0)');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('prompt-suggestions').getByRole('link', { name: 'New suggestion' }).click();
  await expect(page.getByRole('heading', { name: 'New suggestion' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Gardens bring neighbours together.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Gardens bring neighbours together.' })).toBeVisible();

  // The layout list says what is missing; the layout is written on its edit screen.
  await page.goto('/dashboard/course/writing/task2/layout');
  const row = page.getByRole('row').filter({ hasText: `City gardens ${tag}` });
  await expect(row).toContainText('Not written yet');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit layout and model answer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Layout' }).click();
  await page.keyboard.type('Introduction, two body paragraphs, conclusion.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/writing\/task2\/layout(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: `City gardens ${tag}` })).toContainText('Written');

  // The read-only detail: the prompt as the learner sees it.
  await page.getByRole('row').filter({ hasText: `City gardens ${tag}` }).getByRole('button', { name: /View as a learner/ }).click();
  await expect(page.getByTestId('writing-layout-detail')).toContainText('Should every city give land to community gardens?');
  await expect(page.getByTestId('detail-layout')).toContainText('Introduction, two body paragraphs, conclusion.');
  await expect(page.getByTestId('writing-layout-detail')).toContainText('Gardens bring neighbours together.');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('admin-layout-detail');
});
