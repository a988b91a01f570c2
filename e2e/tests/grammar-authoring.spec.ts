import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { looksToCheck, screenshotter } from './support/shots';

// The demo grammar course's first grade (seeded with the demo content); the new unit goes at its end.
const GRADE = 'Grade 1: Foundations';

const CHOICE = {
  content: { instruction: 'Choose the correct answer.', prompt: 'By the time the ferry arrived, we ______ for an hour.', options: [{ id: 'A', text: 'waited' }, { id: 'B', text: 'had been waiting' }, { id: 'C', text: 'have waited' }] },
  key: { correct: 'B' },
};
const GAP = {
  content: { variant: 'sentence', instruction: 'Write the missing word or words.', body: 'She was tired because she [[1]] (run) all morning.' },
  key: { answers: { '1': 'had been running' } },
};

function suffix(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

// The newest toast with this text (an earlier one may still be fading out).
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).last();

async function adminGet<T>(page: Page, token: string, url: string): Promise<T> {
  const response = await page.request.get(`/api/admin/${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** axe on the screen as it is, with nothing serious. */
async function axeClean(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

test('an admin writes a unit with a grammar point, new words and two exercises, and a learner sees it', async ({ page, context, browser, baseURL }, testInfo) => {
  test.setTimeout(480_000);
  await installAxe(context);
  const token = await signInAdminByApi(page);
  const tag = suffix();
  const topic = `Past perfect continuous ${tag}`;
  const shot = screenshotter(page, testInfo);

  // The grammar screens are in the seeded menu: its "Grammar" group holds the four.
  await page.goto('/dashboard/home');
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
  await nav.getByRole('button', { name: 'Grammar', exact: true }).click();
  for (const name of ['Grammar points', 'New words', 'Exercises']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Topics', exact: true }).click();

  // The unit: its grade, its topic, published.
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New topic' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Grade', exact: true }).click();
  await page.getByRole('option', { name: GRADE }).click();
  await page.getByLabel('Topic', { exact: true }).fill(topic);
  await page.getByLabel('Description').fill('Actions that went on up to a moment in the past.');
  await page.getByLabel('Published').check();
  await axeClean(page, 'topic form');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  const [unit] = await adminGet<{ id: number; gradeId: number; isPublished: boolean }[]>(page, token, `GrammarUnit?searchByName=${encodeURIComponent(topic)}`);
  expect(unit).toMatchObject({ isPublished: true });

  // From the unit's row to its grammar points: the list narrowed to it, "New" starting in it.
  await page.goto(`/dashboard/grammar/topics?gradeId=${unit!.gradeId}`);
  const row = page.getByRole('row', { name: new RegExp(topic) });
  await expect(row).toBeVisible();
  await axeClean(page, 'topics list');
  await row.getByRole('button', { name: 'Its grammar points' }).click();
  await expect(page).toHaveURL(new RegExp(`/wordgrammar/grammar\\?unitId=${unit!.id}`));
  await expect(page.getByRole('combobox', { name: 'Topic', exact: true })).toHaveValue(topic);
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New grammar point' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic', exact: true })).toHaveValue(topic);
  await page.getByLabel('Title', { exact: true }).fill('Form and use of the past perfect continuous');
  await page.getByRole('textbox', { name: 'Explanation with examples' }).click();
  await page.keyboard.type('Had been + the -ing form: an action that went on until another past moment.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Example: We had been waiting for an hour when the ferry arrived.');
  await axeClean(page, 'grammar point form');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Form and use of the past perfect continuous/ })).toBeVisible();

  // Two new words, from the unit's row.
  for (const [term, meaning] of [[`ferry${tag}`, 'a boat that carries people across water'], [`exhausted${tag}`, 'very tired']] as const) {
    await page.goto(`/dashboard/grammar/topics?gradeId=${unit!.gradeId}`);
    await page.getByRole('row', { name: new RegExp(topic) }).getByRole('button', { name: 'Its new words' }).click();
    await expect(page).toHaveURL(new RegExp(`/wordgrammar/newword\\?grammarUnitId=${unit!.id}`));
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New word' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Topic', exact: true })).toHaveValue(topic);
    await page.getByLabel('Word', { exact: true }).fill(term);
    await page.getByLabel('Meaning (English)').fill(meaning);
    await page.getByLabel('Example sentence').fill(`The word ${term} in a sentence of its own.`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Created.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(term) })).toBeVisible();
  }
  await axeClean(page, 'new words list');
  const words = await adminGet<{ id: number }[]>(page, token, `GrammarNewWords?grammarUnitId=${unit!.id}`);
  expect(words).toHaveLength(2);
  // A word opened from the unit (`detail/{unitId}/editword/{wordId}`) is the word's form.
  await page.goto(`/dashboard/grammar/wordgrammar/newword/detail/${unit!.id}/editword/${words[0]!.id}`);
  await expect(page.getByLabel('Word', { exact: true })).toHaveValue(`ferry${tag}`);

  // Two exercises: multiple choice (first with a key the question does not have: the server says so
  // beside the box), then a gap fill.
  await page.goto(`/dashboard/grammar/topics?gradeId=${unit!.gradeId}`);
  await page.getByRole('row', { name: new RegExp(topic) }).getByRole('button', { name: 'Its exercises' }).click();
  await expect(page).toHaveURL(new RegExp(`/grammar/exercise\\?unitId=${unit!.id}`));
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New exercise' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic', exact: true })).toHaveValue(topic);
  await page.getByLabel('Title', { exact: true }).fill('Waiting for the ferry');
  await page.getByLabel('Content (JSON)').fill(JSON.stringify(CHOICE.content));
  await page.getByLabel('Answer key (JSON)').fill(JSON.stringify({ correct: 'D' }));
  await page.getByLabel('Explanation').fill('The waiting went on until the ferry arrived, a moment in the past: had been waiting.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Answer key (JSON)')).toHaveAttribute('aria-invalid', 'true');
  await shot('exercise-key-problem');
  await page.getByLabel('Answer key (JSON)').fill(JSON.stringify(CHOICE.key));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();

  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New exercise' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('A tiring morning');
  await page.getByRole('combobox', { name: 'Question type' }).click();
  await page.getByRole('option', { name: /^Completion/ }).click();
  await page.getByLabel('Content (JSON)').fill(JSON.stringify(GAP.content));
  await page.getByLabel('Answer key (JSON)').fill(JSON.stringify(GAP.key));
  await page.getByLabel('Explanation').fill('The running went on until a past moment (she was tired): had been running.');
  await axeClean(page, 'exercise form');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page.getByRole('row', { name: /A tiring morning/ })).toBeVisible();
  const exercises = await adminGet<{ id: number; question: { type: string } }[]>(page, token, `GrammarExercise?unitId=${unit!.id}`);
  expect(exercises.map((exercise) => exercise.question.type)).toEqual(['multiple-choice-one', 'completion']);
  const [point] = await adminGet<{ id: number }[]>(page, token, `Grammar?unitId=${unit!.id}`);

  // The unit's editor screens, in light, dark, a phone's width and Arabic (one look holding all three unless screenshots are asked for).
  const screens = [
    ['topics', `/dashboard/grammar/topics?gradeId=${unit!.gradeId}`],
    ['topic-form', `/dashboard/grammar/topics/${unit!.id}/edit`],
    ['point-form', `/dashboard/grammar/wordgrammar/grammar/${point!.id}/edit`],
    ['word-form', `/dashboard/grammar/wordgrammar/newword/detail/${words[0]!.id}`],
    ['exercise-form', `/dashboard/grammar/exercise/${exercises[0]!.id}/edit`],
  ] as const;
  for (const look of looksToCheck({ withLight: false })) {
    await context.addCookies([{ name: 'settings-mode', value: look.mode, url: baseURL! }, { name: 'i18nextLng', value: look.lang, url: baseURL! }]);
    await page.setViewportSize({ width: look.width, height: 900 });
    for (const [what, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (what === 'topics') await expect(page.getByRole('row').nth(1)).toBeVisible();
      else await expect(page.getByRole('button', { name: look.lang === 'ar' ? /حفظ/ : 'Save' })).toBeVisible();
      await shot(`${what}-${look.name}`);
      await axeClean(page, `${what} ${look.name}`);
    }
  }

  // The learner sees the unit: its grammar point, its new words, its exercises.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const email = await createConfirmedLearner(learner, 'Grammar@12345', 'grammar-author');
  await signInLearnerByApi(learner, { email, password: 'Grammar@12345' });
  await learner.goto(`/page/grammar/${unit!.gradeId}?unitId=${unit!.id}`);
  await expect(learner.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  await expect(learner.getByTestId('grammar-points')).toContainText('Form and use of the past perfect continuous');
  await expect(learner.getByTestId('grammar-points')).toContainText('We had been waiting for an hour');
  await expect(learner.getByTestId('grammar-words').locator('dt')).toHaveText([`ferry${tag}`, `exhausted${tag}`]);
  const exercise = learner.getByTestId('grammar-exercise');
  await expect(exercise).toContainText('Exercise 1 of 2');
  await expect(exercise).toContainText('By the time the ferry arrived');
  await exercise.getByRole('radio').nth(1).check();
  await learner.getByTestId('grammar-check').click();
  await expect(learner.getByTestId('grammar-verdict')).toHaveText('Right');
  await learner.getByTestId('grammar-next').click();
  await expect(exercise).toContainText('Exercise 2 of 2');
  await expect(exercise).toContainText('all morning');
  await learnerContext.close();
});
