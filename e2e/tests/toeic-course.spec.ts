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

test('an admin lists the TOEIC course\'s reading lessons of edition ets, opens one from the list and opens the new lesson form', async ({ page, context }) => {
  await installAxe(context);
  await signInAdminByApi(page);
  await page.goto('/dashboard/toeic/reading/ets/content');
  const row = page.getByRole('row').filter({ hasText: 'Part 5: Incomplete sentences' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Part 1: Describing a photograph' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Open the lesson and its questions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/toeic\/reading\/ets\/content\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Part 5: Incomplete sentences' })).toBeVisible();
  await page.goto('/dashboard/toeic/reading/ets/content/new');
  await expect(page.getByLabel('Title')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The demo Part 2 lesson (listening, edition ets): three heard questions about one recording;
// question 1's answer is A, question 2's C.
test('a learner does a TOEIC Part 2 practice with audio: plays the recording, answers, sees right or wrong, the explanation and the transcript', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await installAxe(context);
  const email = await createConfirmedLearner(page, 'Toeic@12345', 'toeic-part2');
  await signInLearnerByApi(page, { email, password: 'Toeic@12345' });

  await page.goto('/page/toeic/listening');
  await page.getByTestId('course-part-2').getByRole('link').click();
  const lesson = page.getByTestId('toeic-lesson');
  await expect(lesson.getByRole('heading', { name: 'Part 2: Question and response' })).toBeVisible();

  // The practice recording plays (muted: the browser's autoplay rule) and moves on.
  const recording = lesson.getByTestId('course-audio').last();
  await expect(recording).toHaveAttribute('src', /\S/);
  await recording.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => recording.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await recording.evaluate((element: HTMLAudioElement) => element.pause());

  const questions = lesson.getByTestId('course-question');
  await expect(questions).toHaveCount(3);
  // The statements are heard: only the letters are shown.
  await expect(questions.nth(0).getByRole('radio')).toHaveCount(3);
  const first = questions.nth(0);
  await first.getByRole('radio').nth(1).check();
  await first.getByTestId('course-check').click();
  await expect(first.getByTestId('course-verdict')).toHaveText('Wrong');
  await expect(first.getByTestId('course-explanation')).toContainText('The correct answer is A.');
  await expect(first.getByTestId('course-explanation')).toContainText('"Where" asks for a place');
  const second = questions.nth(1);
  await second.getByRole('radio').nth(2).check();
  await second.getByTestId('course-check').click();
  await expect(second.getByTestId('course-verdict')).toHaveText('Right');
  await expect(second.getByTestId('course-explanation')).toContainText('"Who" asks for a person');
  // Once a question is checked, what the recording says is there to read.
  await expect(lesson.getByTestId('course-transcript')).toContainText('Where should I leave these reports?');
  await expect(lesson.getByTestId('lesson-progress')).toHaveText('2 of 3 answered, 1 correct');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotter(page, testInfo)('part2-practice');
});

// The admin's path: the edition's lessons by part, a lesson's detail, one practice question edited
// (a bad key is refused by the server's engine and shown, then fixed and saved). Part 6 question 1
// (answer A) is edited: no other browser test reads Part 6's explanations.
test('an admin sees the TOEIC course by part, opens a lesson, edits one practice question (a bad key refused) and sees it saved', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  await installAxe(context);
  await signInAdminByApi(page);
  const shot = screenshotter(page, testInfo);
  const checkAxe = async () => expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard/toeic/reading/ets/lesson');
  const overview = page.getByTestId('toeic-lessons-overview');
  await expect(overview.getByText('3 of 3 parts have a published lesson.')).toBeVisible();
  await expect(page.getByTestId('toeic-part-5').getByRole('link', { name: 'Part 5: Incomplete sentences', exact: true })).toBeVisible();
  await expect(page.getByTestId('toeic-part-6').getByRole('link', { name: 'Learner’s view of Part 6: Text completion' })).toHaveAttribute('href', /\/page\/toeic\?lesson=\d+#toeic-lesson$/);
  await checkAxe();
  await shot('admin-overview-light');

  await page.getByTestId('toeic-part-6').getByRole('link', { name: 'Part 6: Text completion', exact: true }).click();
  const detail = page.getByTestId('toeic-lesson-detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Part 6: Text completion' })).toBeVisible();
  const first = detail.getByTestId('toeic-question-1');
  await expect(first.getByText('Answer: A')).toBeVisible();
  await expect(first.getByTestId('toeic-question-explanation')).toHaveText('A request with "Please" takes the base form: park.');
  await checkAxe();
  await shot('admin-detail-light');

  await first.getByRole('link', { name: 'Edit question 1' }).click();
  await expect(page).toHaveURL(/\/dashboard\/toeic\/reading\/ets\/content\/\d+\/detail\/1\/edit$/);
  const key = page.getByLabel('Answer key (JSON)');
  await expect(key).toHaveValue(/"correct": "A"/);
  await key.fill('{ "correct": "F" }');
  await page.getByLabel('Explanation').fill('After "Please", the base form of the verb: park.');
  await page.getByRole('button', { name: 'Save the question' }).click();
  await expect(page.getByTestId('toeic-question-error')).toHaveText('Practice question 1 is not valid.');
  await checkAxe();
  await shot('admin-question-refused-light');

  await key.fill('{ "correct": "A" }');
  await page.getByRole('button', { name: 'Save the question' }).click();
  await expect(page).toHaveURL(/\/dashboard\/toeic\/reading\/ets\/content\/\d+$/);
  await expect(page.getByTestId('toeic-question-1').getByTestId('toeic-question-explanation')).toHaveText('After "Please", the base form of the verb: park.');
  await expect(page.getByTestId('toeic-question-1').getByText('Answer: A')).toBeVisible();
  const detailUrl = page.url();

  // The course's introduction and videos: the shared screens, skill toeic.
  for (const [path, heading] of [['/dashboard/toeic/introduction', 'Introductions'], ['/dashboard/toeic/video', 'Video content']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkAxe();
    await shot(`admin-${path.split('/').pop()}-light`);
  }

  // Dark; then Arabic (right to left) in a 390px window: the lesson's text stays English, left to right.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }]);
  await page.goto(detailUrl);
  await expect(page.getByTestId('toeic-lesson-detail')).toBeVisible();
  await checkAxe();
  await shot('admin-detail-dark');
  await page.goto('/dashboard/toeic/listening/ets/lesson');
  await expect(page.getByTestId('toeic-part-2')).toBeVisible();
  await checkAxe();
  await shot('admin-overview-listening-dark');
  await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${detailUrl}/detail/2/edit`);
  await expect(page.locator('form textarea:not([aria-hidden])').nth(1)).toHaveValue(/"correct": "A"/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkAxe();
  await shot('admin-question-edit-dark-ar-narrow');
  await page.goto(detailUrl);
  await expect(page.getByTestId('toeic-lesson-detail')).toBeVisible();
  await checkAxe();
  await shot('admin-detail-dark-ar-narrow');
});
