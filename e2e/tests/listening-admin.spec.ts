import type { Page } from '@playwright/test';
import { expect, test, watchPageProblems } from './fixtures';
import { signInAdminByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { looksToCheck, SHOTS_DIR as SHOTS } from './support/shots';


const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

function api(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(url: string) => {
      const response = await page.request.get(`/api/admin/${url}`, { headers });
      expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    post: async <T>(url: string, data: unknown) => {
      const response = await page.request.post(`/api/admin/${url}`, { headers, data });
      expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

interface Recording {
  id: number;
  lessonId: number;
  audio: { id: number } | null;
}

/** A new recording of a demo lesson, with a demo recording's audio and a transcript of three sentences, and no segments. */
async function newRecording(page: Page, token: string, title: string): Promise<number> {
  const admin = api(page, token);
  const [demo] = await admin.get<Recording[]>('Listening?source=cambridge&sort=id');
  expect(demo?.audio, 'a demo recording with its audio').toBeTruthy();
  const created = await admin.post<{ id: number }>('Listening', {
    lessonId: demo!.lessonId,
    title,
    description: 'For the segment editor test.',
    audio: demo!.audio!.id,
    transcript: 'Good afternoon, how can I help? I would like to book a table. For five people, please.',
  });
  return created.id;
}

test('an admin splits a recording into segments, edits one and saves', async ({ page }) => {
  test.setTimeout(300_000);
  const token = await signInAdminByApi(page);
  const title = `Segments ${suffix()}`;
  const id = await newRecording(page, token, title);

  await page.goto(`/dashboard/course/listening/cambridge/${id}/segments`);
  await expect(page.getByRole('heading', { level: 1, name: `Segments: ${title}` })).toBeVisible();
  await expect(page.getByText('No segments yet.', { exact: false })).toBeVisible();
  // The waveform is drawn from the server's peaks: the play button comes alive once it is ready.
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('segments-split-transcript').click();
  await expect(page.getByTestId('segment-row')).toHaveCount(3);
  await expect(page.getByLabel('Transcript of segment 2')).toHaveValue('I would like to book a table.');
  await expect(page.getByText('You have unsaved changes to the segments.')).toBeVisible();

  await page.getByLabel('Transcript of segment 2').fill('I would like to book a table for Saturday.');
  await page.getByTestId('segments-save').click();
  await expect(page.getByText('Segments saved (3).')).toBeVisible();
  await expect(page.getByText('You have unsaved changes to the segments.')).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('segment-row')).toHaveCount(3);
  await expect(page.getByLabel('Transcript of segment 2')).toHaveValue('I would like to book a table for Saturday.');
  await expect(page.getByLabel('Transcript of segment 3')).toHaveValue('For five people, please.');
  const saved = await api(page, token).get<{ segments: { startMs: number; endMs: number; transcript: string }[] }>(`Listening/${id}/segments`);
  expect(saved.segments.map((segment) => segment.transcript)).toEqual(['Good afternoon, how can I help?', 'I would like to book a table for Saturday.', 'For five people, please.']);
  expect(saved.segments[0]!.startMs).toBe(0);
  expect(saved.segments[1]!.startMs).toBe(saved.segments[0]!.endMs);
});

test('the segments screen passes axe in light, dark, narrow and Arabic', async ({ browser, baseURL, page: setup }) => {
  test.setTimeout(600_000);
  const admin = api(setup, await signInAdminByApi(setup));
  const [demo] = await admin.get<Recording[]>('Listening?source=cambridge&sort=id');
  for (const look of looksToCheck()) {
    const context = await browser.newContext({ viewport: { width: look.width, height: 900 } });
    await context.addCookies([{ name: 'settings-mode', value: look.mode, url: baseURL! }, { name: 'i18nextLng', value: look.lang, url: baseURL! }]);
    await installAxe(context);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await signInAdminByApi(page);
    await page.goto(`/dashboard/course/listening/cambridge/${demo!.id}/segments`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('segment-row').first()).toBeVisible();
    await expect(page.locator('[data-testid="waveform"] > div')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listening-segments-${look.name}.png`, fullPage: true });
    expect(await seriousViolations(page), `segments ${look.name}`).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  }
  // The recording lists of both sources and the lesson list open.
  for (const path of ['/dashboard/course/listening/cambridge', '/dashboard/course/listening/read', '/dashboard/course/listening/lesson', '/dashboard/course/listening/introduction', '/dashboard/course/listening/video-content', '/dashboard/course/listening/video-lesson']) {
    await setup.goto(path);
    await expect(setup.getByRole('heading', { level: 1 }), path).toBeVisible();
    if (SHOTS) await setup.screenshot({ path: `${SHOTS}/listening${path.replace(/\//g, '-')}.png`, fullPage: true });
  }
});
