import { expect, test, waitForHydration } from './fixtures';
import { createConfirmedLearner, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { learnerCall } from './support/ielts';
import { screenshotter } from './support/shots';

// The reading course is seeded with the demo content (seedReadingCourse); the spec reads what it
// finds through the learner API, so it holds for the tiny stand-in course and the full demo data.
interface Word { term: string; meaning: string }

test('a learner reads a passage, looks a word up, checks the practice, sees the explanations and the score, and finds the passage done', async ({ page, context, baseURL }, testInfo) => {
  // A long path (two screens, three languages and modes, axe four times): three times the usual time.
  test.slow();
  await installAxe(context);
  const email = await createConfirmedLearner(page, 'Reader@12345', 'reader');
  const token = await signInLearnerByApi(page, { email, password: 'Reader@12345' });
  const shot = screenshotter(page, testInfo);

  // The course: the introduction, the two sources, the lessons with their progress.
  await page.goto('/page/reading');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading course' })).toBeVisible();
  await expect(page.getByTestId('reading-introduction')).toBeVisible();
  await expect(page.getByTestId('reading-tab-cambridge')).toBeVisible();
  await expect(page.getByTestId('reading-tab-realTest')).toBeVisible();
  const lesson = page.getByTestId('reading-lesson').first();
  await expect(lesson.getByTestId('lesson-progress')).toHaveText(/^0 of \d+ done$/);
  const firstRow = lesson.getByTestId('reading-passage-row').first();
  await expect(firstRow).toHaveAttribute('data-done', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('course-light');

  // The reader.
  const title = (await firstRow.getByRole('link').textContent())!.trim();
  await firstRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('reader-breadcrumb')).toContainText('Reading course');
  const passageId = Number(new URL(page.url()).pathname.split('/').pop());
  const words = await learnerCall<Word[]>(page.request, token, 'get', `Words/getVocaForPassage?passageId=${passageId}&lang=en`);
  expect(words.length).toBeGreaterThan(0);

  // A word looked up with the mouse: its meaning in a popover; Esc closes it.
  const term = page.locator('.reading-term').first();
  await expect(term).toBeVisible();
  const termName = await term.getAttribute('data-term');
  const word = words.find((item) => item.term === termName)!;
  await term.click();
  const popover = page.getByTestId('word-popover');
  await expect(popover.getByTestId('word-meaning')).toHaveText(word.meaning);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(term).toBeFocused();
  // And with the keyboard: focus and Enter.
  await term.press('Enter');
  await expect(popover.getByTestId('word-meaning')).toHaveText(word.meaning);
  await shot('reader-popover');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('vocabulary-list')).toContainText(word.term);

  // The practice: answer every question (the first choice, a typed word), check, see each verdict.
  const items = page.getByTestId('practice-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const item = items.nth(index);
    for (const group of await item.getByRole('radiogroup').all()) await group.locator('input[type="radio"]').first().check();
    for (const box of await item.getByRole('textbox').all()) await box.fill('compost');
    for (const select of await item.locator('select').all()) await select.selectOption({ index: 1 });
    const checkbox = item.locator('input[type="checkbox"]').first();
    if (await checkbox.count()) await checkbox.check();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-score')).toHaveText(/You scored \d+ out of \d+\./);
  await expect(page.locator('[data-testid="practice-item"][data-checked]')).toHaveCount(count);
  await expect(page.getByTestId('practice-explanation')).toHaveCount(count);
  await expect(page.getByTestId('reader-done')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('reader-checked');
  const score = (await page.getByTestId('practice-score').textContent())!.match(/(\d+) out of (\d+)/)!;

  // Try again clears the answers.
  await page.getByTestId('practice-again').click();
  await expect(page.getByTestId('practice-check')).toBeVisible();
  await expect(page.locator('[data-testid="practice-item"][data-checked]')).toHaveCount(0);

  // Back on the course, the passage is done with its score.
  await page.getByTestId('reader-breadcrumb').getByRole('link', { name: 'Reading course' }).click();
  const doneRow = page.getByTestId('reading-passage-row').filter({ hasText: title });
  await expect(doneRow).toHaveAttribute('data-done', 'true');
  await expect(doneRow.getByTestId('passage-score')).toHaveText(`Best ${score[1]}/${score[2]}`);
  await expect(page.getByTestId('reading-lesson').first().getByTestId('lesson-progress')).toHaveText(/^1 of \d+ done$/);

  // Dark, narrow and Arabic (right to left): looked at in the screenshots, checked by axe.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }, { name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/page/reading');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'دورة القراءة' })).toBeVisible();
  await expect(page.getByTestId('reading-passage-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('course-dark-ar-narrow');
  await page.goto(`/page/reading/passage/${passageId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The server drew the passage: its words answer once React has hydrated them.
  await waitForHydration(page, '.reading-term');
  await page.locator('.reading-term').first().click();
  await expect(page.getByTestId('word-popover')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('reader-dark-ar-narrow');
});
