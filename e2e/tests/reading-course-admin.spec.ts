import type { Page } from '@playwright/test';
import { expect, test, watchPageProblems } from './fixtures';
import { signInAdminByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { looksToCheck, SHOTS_DIR as SHOTS } from './support/shots';


function suffix(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

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

const QUESTION = {
  content: { prompt: 'What does the harbour master check first each morning?', options: [{ id: 'A', text: 'the tide table' }, { id: 'B', text: 'the weather report' }, { id: 'C', text: 'the ferry timetable' }] },
  key: { correct: 'B' },
};

test('an admin writes a lesson, a passage with a practice question and a word, and reorders passages', async ({ page }) => {
  test.setTimeout(300_000);
  const token = await signInAdminByApi(page);
  const admin = api(page, token);
  const tag = suffix();
  const lessonName = `Harbour life ${tag}`;

  // A lesson of the Cambridge source.
  await page.goto('/dashboard/course/reading/cambridge/lession/new');
  await expect(page.getByRole('heading', { name: 'New lesson' })).toBeVisible();
  await page.getByLabel('Name').fill(lessonName);
  await page.getByLabel('Description').fill('Passages about a small working harbour.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/cambridge\/lession$/);
  await expect(page.getByRole('row', { name: new RegExp(lessonName) })).toBeVisible();
  const [lesson] = await admin.get<{ id: number; skill: string; source: string }[]>(`Lession?searchByName=${encodeURIComponent(lessonName)}`);
  expect(lesson).toMatchObject({ skill: 'reading', source: 'cambridge' });

  // A passage of that lesson, from the passage list narrowed to it.
  await page.goto(`/dashboard/course/reading/cambridge/passage?lessonId=${lesson!.id}`);
  await expect(page.getByRole('combobox', { name: 'Lesson', exact: true })).toHaveValue(lessonName);
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New passage' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lesson', exact: true })).toHaveValue(lessonName);
  await page.getByLabel('Title').fill(`The harbour master ${tag}`);
  await page.getByLabel('Summary').fill('A morning at the harbour office.');
  const body = page.getByRole('textbox', { name: 'Passage text' });
  await body.click();
  await page.keyboard.type('Every morning the harbour master reads the weather report before anything else.');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page.getByRole('region', { name: 'Question 1' });
  await question.getByLabel('Content (JSON)').fill(JSON.stringify(QUESTION.content));
  // A key that is not JSON is pointed at and blocks saving; corrected, it goes.
  await question.getByLabel('Answer key (JSON)').fill('{ "correct": B }');
  await expect(question.getByText('Not valid JSON: line 1, column 14.')).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Question 1: “Answer key (JSON)” is not valid JSON (line 1, column 14). Fix it to save.')).toBeVisible();
  await expect(page).toHaveURL(/\/passage\/new/);
  await question.getByLabel('Answer key (JSON)').fill(JSON.stringify(QUESTION.key));
  await question.getByLabel('Explanation').fill('The first sentence says the weather report comes before anything else.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/passage-form-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cambridge/passage\\?lessonId=${lesson!.id}$`));

  const [first] = await admin.get<{ id: number; bodyHtml: string; practice: unknown[]; source: string }[]>(`Passage?lessonId=${lesson!.id}`);
  expect(first).toMatchObject({ source: 'cambridge', practice: [{ type: 'multiple-choice-one', ...QUESTION }] });
  expect(first!.bodyHtml).toContain('reads the weather report');
  const second = await admin.post<{ id: number }>('Passage', { lessonId: lesson!.id, title: `Night ferries ${tag}`, bodyHtml: '<p>The last ferry leaves at ten.</p>' });

  // Move the first passage down: saved at once, still so after a reload.
  await page.reload();
  const titles = page.getByRole('row').filter({ hasText: tag });
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(0)).toContainText('The harbour master');
  await page.getByRole('button', { name: `Move “The harbour master ${tag}” down` }).click();
  await expect(toast(page, 'Order saved.')).toBeVisible();
  await expect(titles.nth(0)).toContainText('Night ferries');
  await page.reload();
  await expect(titles.nth(0)).toContainText('Night ferries');
  await expect(titles.nth(1)).toContainText('The harbour master');
  expect((await admin.get<{ id: number }[]>(`Passage?lessonId=${lesson!.id}`)).map((row) => row.id)).toEqual([second.id, first!.id]);
  // Sorting by another column turns the moves off.
  await page.goto(`/dashboard/course/reading/cambridge/passage?lessonId=${lesson!.id}&sort=title`);
  await expect(page.getByRole('button', { name: `Move “Night ferries ${tag}” down` })).toBeDisabled();

  // A word of the first passage, from its vocabulary list.
  await page.goto(`/dashboard/course/reading/cambridge/vocabulary?passageId=${first!.id}`);
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New word' })).toBeVisible();
  await page.getByLabel('Word', { exact: true }).fill(`harbour${tag}`);
  await page.getByLabel('Meaning (English)').fill('a sheltered place where ships stay');
  await page.getByLabel('Example sentence').fill('The boats waited in the harbour until the storm passed.');
  await page.getByLabel('Meaning in Français').fill('port');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`harbour${tag}`) })).toBeVisible();
  const [word] = await admin.get<{ passageId: number; translations: object }[]>(`NewWords?passageId=${first!.id}`);
  expect(word).toMatchObject({ passageId: first!.id, translations: { fr: 'port' } });
});

test('the passage list and form pass axe in light, dark, narrow and Arabic', async ({ browser, baseURL, page: setup }) => {
  test.setTimeout(600_000);
  const admin = api(setup, await signInAdminByApi(setup));
  const tag = suffix();
  const lesson = await admin.post<{ id: number }>('Lession', { skill: 'reading', source: 'cambridge', name: `Looks ${tag}`, description: 'For the screenshots.' });
  for (const title of ['Tides and the moon', 'A fisherman’s calendar', 'Lighthouses without keepers']) {
    await admin.post('Passage', { lessonId: lesson.id, title: `${title} ${tag}`, summary: 'A short original passage for the screenshots.', bodyHtml: '<p>Text.</p>' });
  }
  for (const look of looksToCheck()) {
    const context = await browser.newContext({ viewport: { width: look.width, height: 900 } });
    await context.addCookies([{ name: 'settings-mode', value: look.mode, url: baseURL! }, { name: 'i18nextLng', value: look.lang, url: baseURL! }]);
    await installAxe(context);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await signInAdminByApi(page);
    for (const [what, path] of [['passage-list', `/dashboard/course/reading/cambridge/passage?lessonId=${lesson.id}`], ['passage-form', '/dashboard/course/reading/cambridge/passage/new']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (what === 'passage-list') await expect(page.getByRole('row').nth(1)).toBeVisible();
      else await page.getByRole('button', { name: look.lang === 'ar' ? 'أضف سؤالًا' : 'Add a question' }).click();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${what}-${look.name}.png`, fullPage: true });
      expect(await seriousViolations(page), `${what} ${look.name}`).toEqual([]);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  }
});
