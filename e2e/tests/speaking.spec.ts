import { expect, test } from './fixtures';
import { createConfirmedLearner, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { screenshotter } from './support/shots';

// Chromium's fake microphone (a beeping tone), allowed without a prompt: the recorder records for real.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  },
});

test('a learner records a Part 2 answer, listens to it, sends it and finds it in My answers', async ({ page, context, baseURL }, testInfo) => {
  test.slow();
  await installAxe(context);
  const email = await createConfirmedLearner(page, 'Speak@12345', 'speaker');
  await signInLearnerByApi(page, { email, password: 'Speak@12345' });
  const shot = screenshotter(page, testInfo);

  await page.goto('/page/speaking?view=part2');
  await expect(page.getByRole('heading', { level: 1, name: 'Speaking practice' })).toBeVisible();
  const cards = page.getByTestId('prompts-part2').getByTestId('prompt-card');
  await expect(cards).toHaveCount(4);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('prompts-light');
  await cards.first().click();
  await expect(page.getByTestId('cue-card')).toContainText('You should say');

  // The help panel: suggestions, vocabulary, layout, model answer.
  await page.getByTestId('open-help').click();
  await expect(page.getByTestId('help-suggestions').locator('li').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Vocabulary' }).click();
  await expect(page.getByTestId('help-vocabulary').locator('dt').first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('help-light');
  await page.getByRole('button', { name: 'Close' }).click();

  // A minute to prepare, with notes; skipped. The talk starts by itself with a countdown and a level meter.
  await page.getByTestId('start-preparation').click();
  await expect(page.getByTestId('part2-prepare')).toContainText(/0:5\d|1:00/);
  await page.getByTestId('part2-notes').fill('teacher – patience – fixing things');
  await page.getByTestId('skip-preparation').click();
  const recorder = page.getByTestId('part2-recorder');
  await expect(recorder).toHaveAttribute('data-state', 'recording');
  await expect(page.getByTestId('recorder-clock')).toHaveText(/1:5\d|2:00/);
  await expect(page.getByTestId('level-meter')).toBeVisible();
  await expect.poll(async () => Number(await page.getByTestId('level-meter').getAttribute('aria-valuenow')), { timeout: 5000 }).toBeGreaterThan(0);
  await shot('recording-light');
  await page.waitForTimeout(3000);
  await page.getByTestId('stop-recording').click();

  // Listened to before sending: the player knows the length (the WebM's duration was written in).
  const player = page.getByTestId('recording-player');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 10_000 }).toBeGreaterThan(2);
  expect(await player.evaluate((audio: HTMLAudioElement) => Number.isFinite(audio.duration) && audio.duration < 10)).toBe(true);
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0.3);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
  await expect(page.getByTestId('send-answer')).toBeEnabled();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('review-light');

  // Sent with a confirmation.
  await page.getByTestId('send-answer').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('speaking-sent')).toBeVisible();

  // My answers: the sent answer; its row opens the result view.
  await page.getByTestId('tab-answers').click();
  const row = page.getByTestId('answer-row').first();
  await expect(row).toContainText('Sent');
  await expect(page.getByTestId('answer-row')).toHaveCount(1);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('answers-light');

  // A microphone that is refused: a clear message, no crash.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/page/speaking?view=part1');
  await page.getByTestId('prompts-part1').getByTestId('prompt-card').first().click();
  await page.getByTestId('start-recording').click();
  await expect(page.getByTestId('recorder-problem')).toContainText('The microphone is blocked');
  await expect(page.getByTestId('start-recording')).toBeEnabled();

  // Dark, narrow and Arabic (right to left).
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }, { name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/page/speaking?view=answers');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('answer-row')).toHaveCount(1);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('answers-dark-ar-narrow');
  await page.goto('/page/speaking?view=part1');
  await page.getByTestId('prompts-part1').getByTestId('prompt-card').first().click();
  await expect(page.getByTestId('part1-question')).toBeVisible();
  await expect(page.getByTestId('start-recording')).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('part1-dark-ar-narrow');
  await page.getByTestId('tab-answers').click();
  await page.getByTestId('answer-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/resultId=\d+/);
  await expect(page.getByTestId('learner-result')).toHaveAttribute('data-kind', 'speaking');
});

test('an admin edits a Part 1 topic with its questions and suggestions, the layout and the vocabulary', async ({ page, context }, testInfo) => {
  test.slow();
  await installAxe(context);
  const token = await signInAdminByApi(page);
  const prompts = (await (await page.request.get('/api/admin/Speaking?part=part1&pageSize=50', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number; topic: string }[];
  const homeTown = prompts.find((prompt) => prompt.topic === 'Your home town')!;
  const shot = screenshotter(page, testInfo);

  await page.goto('/dashboard/course/speaking/part1/suggestion');
  await expect(page.getByRole('heading', { name: 'Speaking prompts' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Your home town' })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-prompts');
  await page.goto(`/dashboard/course/speaking/part1/suggestion/${homeTown.id}/edit`);
  await expect(page.getByTestId('speaking-questions').getByRole('textbox')).toHaveCount(5);
  await expect(page.getByTestId('speaking-suggestions').locator('li')).toHaveCount(5);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-prompt-edit');

  await page.goto('/dashboard/course/speaking/part2/layout/edit');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Use the minute, cover every point');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-layout');

  // A part without its layout: the screen creates it on the first save, then edits it.
  const headers = { Authorization: `Bearer ${token}` };
  const layouts = (await (await page.request.get('/api/admin/SpeakingLayout?section=part1', { headers })).json()) as { id: number }[];
  expect((await page.request.delete(`/api/admin/SpeakingLayout/${layouts[0]!.id}`, { headers })).ok()).toBe(true);
  await page.goto('/dashboard/course/speaking/part1/layout/edit');
  await expect(page.getByRole('heading', { name: 'Layout of Part 1' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Answer, then extend');
  await page.getByRole('textbox', { name: 'How to build an answer' }).click();
  await page.keyboard.type('Answer first, then give a reason.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect.poll(async () => ((await (await page.request.get('/api/admin/SpeakingLayout?section=part1', { headers })).json()) as { title: string }[]).map((row) => row.title)).toEqual(['Answer, then extend']);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Answer, then extend');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();

  await page.goto('/dashboard/course/speaking/part1/vocabulary');
  await expect(page.getByRole('heading', { name: 'Speaking vocabulary' })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-vocabulary');
});
