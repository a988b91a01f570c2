import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { learnerCall } from './support/ielts';
import { screenshotter } from './support/shots';

// The spec publishes its own shared list of eight words through the admin API (the demo lists may be
// a small sample), then reads the words it meets through the learner API, in English.
interface Word { id: number; term: string; meaning: string }
interface List { id: number; title: string; isOwn: boolean; isShared: boolean }

const SPEC_WORDS: [string, string][] = [
  ['harvest', 'the crops gathered in one season'],
  ['lantern', 'a lamp with a case that shields its flame'],
  ['meadow', 'a field of grass and wild flowers'],
  ['orchard', 'a piece of land where fruit trees grow'],
  ['pebble', 'a small smooth stone'],
  ['quarrel', 'an angry argument between people'],
  ['riddle', 'a puzzling question with a clever answer'],
  ['saddle', 'the seat a rider sits on on a horse'],
];

/** Publishes a shared list of SPEC_WORDS as the demo admin; answers its title, id and first word's id. */
async function publishSharedList(page: Page): Promise<{ title: string; id: number; firstWordId: number }> {
  const login = await page.request.post('/api/admin/Auth/login', { data: { username: 'admin', password: 'Admin@123' } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const title = `Country words ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/WordList', { headers, data: { title, description: 'Eight words of the countryside.', isPublished: true } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const wordIds: number[] = [];
  for (const [term, meaning] of SPEC_WORDS) {
    const word = await page.request.post('/api/admin/Words', { headers, data: { wordListId: id, term, partOfSpeech: 'noun', meaning, translations: {}, example: `The ${term} was there.` } });
    expect(word.ok(), await word.text()).toBe(true);
    wordIds.push(((await word.json()) as { id: number }).id);
  }
  return { title, id, firstWordId: wordIds[0]! };
}

/** Pairs every tile of a match deal: a term, then the meaning of the same word. */
async function playMatch(page: Page, words: Word[]) {
  const terms = page.locator('[data-testid="match-tile"][data-side="term"]');
  const count = await terms.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < count; index += 1) {
    const tile = page.locator('[data-testid="match-tile"][data-side="term"]:not([disabled])').first();
    const term = (await tile.textContent())!.trim();
    const word = words.find((item) => item.term === term)!;
    await tile.click();
    await page.locator('[data-testid="match-tile"][data-side="meaning"]:not([disabled])').filter({ hasText: word.meaning }).first().click();
  }
}

test('a learner copies a shared list, studies with the keyboard, plays match, takes a test, exports and re-imports the list', async ({ page, context, baseURL }, testInfo) => {
  test.slow();
  await installAxe(context);
  const email = await createConfirmedLearner(page, 'Cards@12345', 'cards');
  const { title: sharedTitle } = await publishSharedList(page);
  const token = await signInLearnerByApi(page, { email, password: 'Cards@12345' });
  const shot = screenshotter(page, testInfo);

  // The lists: none of the learner's own yet, the shared ones to copy.
  await page.goto('/page/flashcards');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  const sharedCard = page.getByTestId('shared-lists').getByTestId('word-list-card').filter({ hasText: sharedTitle });
  await expect(sharedCard).toBeVisible();
  await expect(page.getByTestId('my-lists')).toContainText('You have no word list yet');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('lists-light');
  await sharedCard.getByTestId('copy-list').click();
  await expect(page).toHaveURL(/\/page\/flashcards\/\d+$/);
  await expect(page.getByTestId('list-title')).toHaveText(sharedTitle);
  const listId = Number(new URL(page.url()).pathname.split('/').pop());
  const words = await learnerCall<Word[]>(page.request, token, 'get', `Words/getWordsByWordListId?wordListId=${listId}&lang=en&pageSize=500`);
  expect(words).toHaveLength(SPEC_WORDS.length);

  // Study: space turns the card, the buttons show their intervals, 1–4 answer.
  const card = page.getByTestId('study-card');
  await expect(card).toHaveAttribute('data-turned', 'false');
  for (const key of ['3', '1', '4']) {
    const term = (await page.getByTestId('card-term').textContent())!.trim();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-turned', 'true');
    await expect(page.getByTestId('card-meaning')).toHaveText(words.find((word) => word.term === term)!.meaning);
    await expect(page.getByTestId('interval-good')).toHaveText(/\d/);
    if (key === '3') {
      expect.soft(await seriousViolations(page)).toEqual([]);
      await shot('study-turned');
    }
    await page.keyboard.press(key);
    await expect(page.getByTestId('card-term')).not.toHaveText(term);
    await expect(card).toHaveAttribute('data-turned', 'false');
  }
  await expect(page.getByTestId('study-new')).not.toHaveText('New: 0');

  // Settings: a retention above 97% warns; cancelled, nothing changes.
  await page.getByTestId('study-settings').click();
  await page.getByTestId('retention-slider').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('retention-warning')).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Practice: choose the meaning first (right), then a typed answer with one slip is "almost".
  await page.getByTestId('mode-practice').click();
  const prompt = page.getByTestId('practice-prompt');
  const shownTerm = (await prompt.textContent())!.trim();
  const shownWord = words.find((word) => word.term === shownTerm)!;
  await page.getByTestId('practice-choice').filter({ hasText: shownWord.meaning }).click();
  await expect(page.getByTestId('practice-verdict')).toHaveAttribute('data-verdict', 'correct');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('practice-choice');
  await page.getByTestId('practice-next').click();
  // Answer on until the first word comes back to be typed, then type it with one letter doubled.
  for (let step = 0; step < 20; step += 1) {
    if (await page.getByTestId('practice-input').isVisible()) break;
    const term = (await prompt.textContent())!.trim();
    await page.getByTestId('practice-choice').filter({ hasText: words.find((word) => word.term === term)!.meaning }).click();
    await page.getByTestId('practice-next').click();
  }
  const meaning = (await prompt.textContent())!.trim();
  const typedWord = words.find((word) => word.meaning === meaning)!;
  await page.getByTestId('practice-input').fill(`${typedWord.term}${typedWord.term.at(-1)}`);
  await page.getByTestId('practice-input').press('Enter');
  await expect(page.getByTestId('practice-verdict')).toHaveAttribute('data-verdict', 'almost');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('practice-almost');

  // Match: server-timed, then the board with the learner's rank.
  await page.getByTestId('mode-match').click();
  await page.getByTestId('match-start').click();
  await expect(page.getByTestId('match-board')).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await playMatch(page, words);
  await expect(page.getByTestId('match-result')).toContainText('Your rank: 1.');
  await expect(page.getByTestId('match-my-rank')).toBeVisible();
  await shot('match-result');

  // Test: five questions of every kind; the first answered wrong on purpose, then reviewed.
  await page.getByTestId('mode-test').click();
  await page.getByTestId('test-count').fill('5');
  await page.getByTestId('test-start').click();
  const questions = page.getByTestId('test-question');
  await expect(questions).toHaveCount(5);
  for (let index = 0; index < 5; index += 1) {
    const question = questions.nth(index);
    const kind = await question.getAttribute('data-kind');
    const shownTerm = kind === 'written' ? null : (await question.getByTestId('question-term').textContent())!.trim();
    const shownMeaning = kind === 'multipleChoice' ? null : (await question.getByTestId('question-meaning').textContent())!.trim();
    if (kind === 'written') {
      const word = words.find((item) => item.meaning === shownMeaning)!;
      await question.getByTestId('test-written').fill(index === 0 ? 'zzzz' : word.term);
    } else if (kind === 'multipleChoice') {
      const word = words.find((item) => item.term === shownTerm)!;
      // The right meaning, or (the first question) any other.
      for (const radio of await question.getByRole('radio').all()) {
        const label = await radio.evaluate((element) => element.closest('label')?.textContent?.trim() ?? '');
        if ((label === word.meaning) !== (index === 0)) {
          await radio.check();
          break;
        }
      }
    } else {
      const word = words.find((item) => item.term === shownTerm)!;
      const isTrue = shownMeaning === word.meaning;
      await question.getByRole('radio', { name: (index === 0 ? !isTrue : isTrue) ? 'True' : 'False' }).check();
    }
  }
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('test-submit').click();
  await expect(page.getByTestId('test-score')).toHaveText(/Your score: [0-4] of 5\./);
  await expect(page.getByTestId('test-wrong').first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('test-review');

  // Export the list as CSV, then import it: first with a bad row (nothing imported), then as it is.
  await page.goto(`/page/vocabulary/${listId}`);
  await expect(page.getByTestId('word-row')).toHaveCount(words.length);
  expect.soft(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(words[0]!.term);
  await page.goto('/page/vocabulary');
  const listsBefore = await learnerCall<List[]>(page.request, token, 'get', 'WordList/getWordList?scope=mine');
  await page.getByTestId('import-new-list').click();
  await page.getByTestId('import-title').fill('Imported again');
  const lines = csv.trimEnd().split(/\r?\n/);
  await page.getByTestId('import-text').fill([...lines.slice(0, 2), 'only-a-term', ...lines.slice(2)].join('\n'));
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-bad-rows')).toContainText('Line 3');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('import-bad-rows');
  expect(await learnerCall<List[]>(page.request, token, 'get', 'WordList/getWordList?scope=mine')).toHaveLength(listsBefore.length);
  await page.getByTestId('import-text').fill(csv);
  await page.getByTestId('import-submit').click();
  await expect(page).toHaveURL(/\/page\/vocabulary\/\d+$/);
  await expect(page.getByTestId('list-title')).toHaveText('Imported again');
  await expect(page.getByTestId('word-row')).toHaveCount(words.length);

  // Dark, narrow and Arabic (right to left): looked at in the screenshots, checked by axe.
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }, { name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/page/flashcards');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('my-lists').getByTestId('word-list-card').first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('lists-dark-ar-narrow');
  await page.goto(`/page/flashcards/${listId}`);
  await expect(page.getByTestId('turn-card')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('study-card')).toHaveAttribute('data-turned', 'true');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('study-dark-ar-narrow');
  await page.getByTestId('mode-stats').click();
  await expect(page.getByTestId('list-charts')).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('stats-dark-ar-narrow');
  await page.goto(`/page/vocabulary/${listId}`);
  await expect(page.getByTestId('word-row').first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('vocabulary-dark-ar-narrow');
});

test('an admin finds a shared list, its words and a word form; a reader adds a passage word to a list in one click', async ({ page, context, browser, baseURL }, testInfo) => {
  test.slow();
  await installAxe(context);
  const { title, id, firstWordId } = await publishSharedList(page);
  await signInAdminByApi(page);
  const shot = screenshotter(page, testInfo);
  await page.goto(`/dashboard/flashcard/wordList?searchByName=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared word lists' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-word-lists');
  await row.getByRole('button', { name: 'Words', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/flashcard/detail/${id}/word$`));
  await expect(page.getByRole('row').filter({ hasText: 'harvest' })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-words');
  await page.goto(`/dashboard/flashcard/detail/${id}/word/${firstWordId}`);
  await expect(page.getByRole('textbox', { name: 'Word' })).toHaveValue('harvest');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shot('admin-word-form');
  await page.goto(`/dashboard/flashcard/detail/${id}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByTestId('word-list-words')).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);

  // A learner reading a passage adds one of its words to a new list of theirs.
  const readerContext = await browser.newContext({ baseURL });
  const reader = await readerContext.newPage();
  const email = await createConfirmedLearner(reader, 'Reads@12345', 'reads');
  await signInLearnerByApi(reader, { email, password: 'Reads@12345' });
  await reader.goto('/page/reading');
  await reader.getByTestId('reading-passage-row').first().getByRole('link').click();
  const vocabulary = reader.getByTestId('vocabulary-list');
  const term = (await vocabulary.getByTestId('word-details').first().getByRole('heading').textContent())!.trim();
  await vocabulary.getByTestId('add-to-list').first().click();
  await reader.getByTestId('add-to-new-list').click();
  await expect(reader.getByText(`“${term}” added to “My words”.`)).toBeVisible();
  await reader.goto('/page/vocabulary');
  await reader.getByRole('link', { name: 'My words', exact: true }).click();
  await expect(reader.getByTestId('word-row-term')).toHaveText([term]);
  await readerContext.close();
});
