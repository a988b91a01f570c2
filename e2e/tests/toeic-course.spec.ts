import { expect, test } from './fixtures';
import { createConfirmedLearner, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { screenshotter } from './support/shots';

// The demo TOEIC course (edition ets) has a lesson per part; Part 5's first question's answer is A
// ("submit"), its second's B ("much").
test('a learner opens Part 5 of the TOEIC course, answers one question wrong and sees why, one right, and sees the part\'s progress after a reload', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await installAxe(context);
  const email = await createConfirmedLearner(page, 'Toeic@12345', 'toeic-course');
  await signInLearnerByApi(page, { email, password: 'Toeic@12345' });
  const shot = screenshotter(page, testInfo);

  await page.goto('/page/toeic');
  const part5 = page.getByTestId('course-part-5');
  await expect(part5.getByTestId('course-part-progress')).toHaveText('3 practice questions, not started');
  await part5.getByRole('link').click();
  const lesson = page.getByTestId('toeic-lesson');
  await expect(lesson.getByRole('heading', { name: 'Part 5: Incomplete sentences' })).toBeVisible();
  await expect(lesson.getByText('part of speech')).toBeVisible();

  const questions = lesson.getByTestId('course-question');
  await expect(questions).toHaveCount(3);
  // Wrong: B for the first question.
  const first = questions.nth(0);
  await first.getByRole('radio').nth(1).check();
  await first.getByTestId('course-check').click();
  await expect(first.getByTestId('course-verdict')).toHaveText('Wrong');
  await expect(first.getByTestId('course-explanation')).toContainText('The correct answer is A.');
  await expect(first.getByTestId('course-explanation')).toContainText('base form of the verb');
  // Right: B for the second.
  const second = questions.nth(1);
  await second.getByRole('radio').nth(1).check();
  await second.getByTestId('course-check').click();
  await expect(second.getByTestId('course-verdict')).toHaveText('Right');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('part5-light');

  await page.reload();
  await expect(page.getByTestId('course-part-5').getByTestId('course-part-progress')).toHaveText('2 of 3 answered, 1 correct');
  await expect(page.getByTestId('toeic-lesson').getByTestId('lesson-progress')).toHaveText('2 of 3 answered, 1 correct');

  // Dark, narrow and Arabic (right to left); the lesson stays English, left to right.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }]);
  await page.reload();
  await expect(page.getByTestId('toeic-lesson')).toBeVisible();
  await shot('part5-dark');
  await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('toeic-lesson')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('part5-dark-ar-narrow');

  // A listening part: the recording is there.
  await page.goto('/page/toeic/listening');
  await page.getByTestId('course-part-2').getByRole('link').click();
  await expect(page.getByTestId('toeic-lesson').getByTestId('course-audio').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('part2-dark-ar-narrow');
});

test('an admin lists the TOEIC course\'s reading lessons of edition ets and opens the new lesson form', async ({ page, context }) => {
  await installAxe(context);
  await signInAdminByApi(page);
  await page.goto('/dashboard/toeic/reading/ets/content');
  const row = page.getByRole('row').filter({ hasText: 'Part 5: Incomplete sentences' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Part 1: Describing a photograph' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/dashboard/toeic/reading/ets/content/new');
  await expect(page.getByLabel('Title')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
