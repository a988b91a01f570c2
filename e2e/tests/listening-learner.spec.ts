import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, DEMO, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { screenshotter } from './support/shots';

// The spec makes its own recording (a tone: the screen plays ranges of it; the words are typed from
// the transcripts) through the admin API, so it holds whatever the demo course holds.
const SEGMENTS = [
  'A single to Leeds, please.',
  'That is twelve pounds fifty.',
  "I don't need a return ticket.",
  'The train leaves from platform four.',
  'It is the last one tonight.',
];

/** A mono 16-bit WAV at 8 kHz: a quiet tone for `seconds`. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) buffer.writeInt16LE(Math.round(Math.sin((i / rate) * 2 * Math.PI * 330) * 2000), 44 + i * 2);
  return buffer;
}

async function adminJson<T>(request: APIRequestContext, token: string, method: 'post' | 'put', url: string, data: unknown): Promise<T> {
  const response = await request[method](`/api/admin/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A published listening lesson with one recording of five 3-second segments; answers the recording's title. */
async function makeRecording(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/Auth/login', { data: DEMO.admin });
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  const unique = Date.now().toString(36);
  const upload = await request.post('/api/admin/Upload/UploadAudio', { headers: { Authorization: `Bearer ${token}` }, multipart: { file: { name: 'station.wav', mimeType: 'audio/wav', buffer: toneWav(16) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json()) as { id: number };
  const lesson = await adminJson<{ id: number }>(request, token, 'post', 'Lession', { skill: 'listening', source: 'cambridge', name: `E2E dictation lesson ${unique}`, description: 'At the station.' });
  const title = `Buying a ticket ${unique}`;
  const recording = await adminJson<{ id: number }>(request, token, 'post', 'Listening', { lessonId: lesson.id, title, description: 'A short dialogue at a ticket office.', transcript: SEGMENTS.join(' '), audio: file.id });
  await adminJson(request, token, 'put', `Listening/${recording.id}/segments`, { segments: SEGMENTS.map((transcript, index) => ({ startMs: index * 3000, endMs: index * 3000 + 2800, transcript })) });
  return title;
}

const segmentTitle = (page: Page) => page.getByTestId('segment-title');
const input = (page: Page) => page.getByTestId('dictation-input');

test('a learner completes three segments with a wrong word, a hint and a slower replay, reloads, and resumes at the fourth', async ({ page, context, baseURL }, testInfo) => {
  test.slow();
  await installAxe(context);
  const title = await makeRecording(page.request);
  const email = await createConfirmedLearner(page, 'Listener@12345', 'listener');
  await signInLearnerByApi(page, { email, password: 'Listener@12345' });
  const shot = screenshotter(page, testInfo);

  // The course: the recording's card, nothing done yet.
  await page.goto('/page/listening');
  await expect(page.getByRole('heading', { level: 1, name: 'Listening course' })).toBeVisible();
  const card = page.getByTestId('recording-card').filter({ hasText: title });
  await expect(card.getByTestId('recording-progress')).toHaveText('Segments done: 0 / 5');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('course-light');
  await card.getByTestId('recording-open').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(segmentTitle(page)).toHaveText('Segment 1 of 5');

  // Segment 1: played, replayed slower (a click, then Ctrl+ArrowDown and Escape), one word wrong.
  const play = page.getByTestId('play-segment');
  await play.click();
  await expect(play).toHaveAttribute('data-playing', 'true');
  await expect(play).toHaveAttribute('data-playing', 'false', { timeout: 8000 });
  await page.getByTestId('speed-0.75').click();
  await expect(play).toHaveAttribute('data-speed', '0.75');
  await input(page).fill('A single to Leads please');
  await input(page).press('Control+ArrowDown');
  await expect(play).toHaveAttribute('data-speed', '0.5');
  await expect(page.getByTestId('speed-0.5')).toHaveAttribute('aria-pressed', 'true');
  await input(page).press('Escape');
  await expect(play).toHaveAttribute('data-playing', 'true');
  await expect(play).toHaveText('Replay');
  await input(page).press('Control+Enter');
  await expect(page.getByTestId('check-accuracy')).toHaveAttribute('data-accuracy', '80');
  const wrong = page.locator('[data-testid="checked-word"][data-status="wrong"]');
  await expect(wrong).toHaveCount(1);
  await expect(wrong.getByTestId('expected-word')).toHaveText('Leeds,');
  await expect(wrong).toContainText('wrong: you typed Leads, the word is Leeds,');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('dictation-checked-light');
  // The missed word goes to the learner's "Missed words" flashcards in one click.
  await page.getByTestId('missed-words-add').click();
  await expect(page.getByTestId('missed-words-open')).toBeVisible();
  await page.getByTestId('dictation-next').click();

  // Segment 2: a hint reveals the first word; numbers and a contraction typed their own way.
  await expect(segmentTitle(page)).toHaveText('Segment 2 of 5');
  await page.getByTestId('dictation-hint').click();
  await expect(page.getByTestId('hint-word')).toHaveText('word 1: That');
  await input(page).fill("That's 12 pounds 50");
  await page.getByTestId('dictation-check').click();
  await expect(page.getByTestId('check-accuracy')).toHaveText('Every word is right. Well done!');
  await page.getByTestId('dictation-next').click();

  // Segment 3: "do not" for "don't".
  await expect(segmentTitle(page)).toHaveText('Segment 3 of 5');
  await input(page).fill('I do not need a return ticket');
  await input(page).press('Control+Enter');
  await expect(page.getByTestId('check-accuracy')).toHaveAttribute('data-accuracy', '100');
  await expect(page.getByTestId('recording-done')).toHaveText('Segments done: 3 / 5');
  await page.getByTestId('dictation-next').click();

  // Segment 4 started, not checked: the browser keeps the text over a reload.
  await expect(segmentTitle(page)).toHaveText('Segment 4 of 5');
  await input(page).fill('The train leaves');
  await page.reload();
  await expect(segmentTitle(page)).toHaveText('Segment 4 of 5');
  await expect(input(page)).toHaveValue('The train leaves');
  await expect(page.getByTestId('recording-done')).toHaveText('Segments done: 3 / 5');
  await expect(page.locator('[data-testid="segment-step"][data-done="true"]')).toHaveCount(3);

  // Shadowing: a sentence clicked plays, highlighted while it plays.
  await page.getByTestId('tab-shadowing').click();
  const sentence = page.getByTestId('shadowing-sentence').nth(1);
  await sentence.click();
  await expect(sentence).toHaveAttribute('data-current', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('shadowing-light');

  // The course shows the progress and offers to resume there.
  await page.getByTestId('back-to-course').click();
  await expect(card.getByTestId('recording-progress')).toHaveText('Segments done: 3 / 5');
  await expect(page.getByTestId('listening-resume')).toBeVisible();

  // The missed word is a card of the learner's own "Missed words" list.
  await page.goto('/page/flashcards');
  await expect(page.getByTestId('my-lists').getByTestId('word-list-card').filter({ hasText: 'Missed words' })).toBeVisible();

  // Dark, narrow and Arabic (right to left); the transcript and typing stay English, left to right.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }, { name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/page/listening');
  await expect(page.getByRole('heading', { level: 1, name: 'دورة الاستماع' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('course-dark-ar-narrow');
  await page.getByTestId('recording-card').filter({ hasText: title }).getByTestId('recording-open').click();
  await expect(segmentTitle(page)).toHaveText('المقطع 4 من 5');
  await expect(input(page)).toHaveAttribute('dir', 'ltr');
  await input(page).fill('The train leaves from platform for');
  await page.getByTestId('dictation-check').click();
  await expect(page.getByTestId('check-accuracy')).toHaveAttribute('data-accuracy', '83');
  expect(await seriousViolations(page)).toEqual([]);
  await shot('dictation-dark-ar-narrow');
});
