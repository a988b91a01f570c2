import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInLearnerByApi } from './support/auth';

const CATALOGUE_CALL = /\/api\/learner\/Course\/getCourseIndexs/;

/** Signs the learner in (localStorage) with the token's cookie mirror too, as the app keeps it after sign-in. */
async function signInWithCookie(page: Page, baseURL: string) {
  const token = await signInLearnerByApi(page);
  await page.context().addCookies([{ name: 'lexam_learner', value: token, url: `${baseURL}/page` }]);
}

test('the server draws the whole learner home: greeting, areas and catalogue are in its HTML, and the browser does not load the catalogue again', async ({ page, baseURL }) => {
  await signInWithCookie(page, baseURL!);
  const html = await (await page.request.get('/page/home')).text();
  for (const text of ['Welcome back!', 'Practice tests', 'IELTS Listening', 'Study tools', 'Course catalogue', 'TOEIC Listening', 'Grammar foundations']) expect(html, text).toContain(text);
  expect(html).toMatch(/\d+ of \d+ courses/);

  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    if (CATALOGUE_CALL.test(request.url())) catalogueCalls.push(request.url());
  });
  await page.clock.setFixedTime(new Date('2026-11-26T08:30:00'));
  await page.goto('/page/home');
  // The browser greets by the learner's clock once it runs.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good morning!');
  const card = page.getByRole('article', { name: 'TOEIC Listening' });
  await expect(card).toBeVisible();
  await expect(card.getByText('TOEIC', { exact: true })).toBeVisible();
  expect(catalogueCalls).toEqual([]);

  // An area that is built leads to its screen; one that is not says so, and its screen says so too.
  const areaLink = (title: string) => page.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(areaLink('IELTS Reading')).toHaveAttribute('href', '/page/onlinetest/ielttest/reading/cambridge');
  await expect(areaLink('Results')).toHaveAttribute('href', '/page/results');
  await expect(areaLink('Results')).not.toContainText('Coming soon');
  await expect(areaLink('Flashcards')).toHaveAttribute('href', '/page/flashcards');
  await expect(areaLink('Flashcards')).not.toContainText('Coming soon');
  await expect(areaLink('Speaking')).toHaveAttribute('href', '/page/speaking');
  await expect(areaLink('Speaking')).not.toContainText('Coming soon');
  // The IELTS Reading course opens the reading course; internal codes are not printed.
  const reading = page.getByRole('article', { name: 'IELTS Reading' });
  await expect(reading.getByRole('link', { name: 'Open IELTS Reading' })).toHaveAttribute('href', '/page/reading');
  await expect(reading).not.toContainText('Coming soon');
  await expect(page.getByText('ielts-reading')).toHaveCount(0);
  await card.getByRole('link', { name: 'Open TOEIC Listening' }).click();
  await expect(page).toHaveURL(/\/page\/toeic$/);
});

test('without the token’s cookie the home loads the catalogue in the browser, and offers to try again when that fails', async ({ page, context }) => {
  await signInLearnerByApi(page);
  await context.clearCookies({ name: 'lexam_learner' });
  let isDown = true;
  await page.route(CATALOGUE_CALL, (route) => (isDown ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/page/home');
  await expect(page.getByRole('heading', { name: 'Practice tests' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load the courses' })).toBeVisible();
  isDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: 'Grammar foundations' })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ courses/)).toBeVisible();
});

test('the scripts a page loads at start-up carry V8’s compile hint', async ({ page, baseURL }) => {
  await signInWithCookie(page, baseURL!);
  const html = await (await page.request.get('/page/home')).text();
  // Every script tag but the polyfills for browsers without modules (noModule), which no current browser loads.
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"([^>]*)>/g)].filter((match) => !/noModule/i.test(match[2])).map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(5);
  for (const src of scripts) expect((await (await page.request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
});

test('the start-up scripts come compressed by the build, as Brotli, and cached for good', async ({ page, baseURL }) => {
  await signInWithCookie(page, baseURL!);
  const served: { url: string; encoding: string | null; cache: string | null }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/')) served.push({ url: response.url(), encoding: response.headers()['content-encoding'] ?? null, cache: response.headers()['cache-control'] ?? null });
  });
  await page.goto('/page/home');
  await expect(page.locator('#home-tests')).toBeVisible();
  expect(served.length).toBeGreaterThan(5);
  // Chromium takes Brotli; the smallest scripts (under 1 KB) are sent as they are.
  for (const script of served) {
    expect([`br`, null], script.url).toContain(script.encoding);
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
  }
  expect(served.filter((script) => script.encoding === 'br').length).toBeGreaterThan(served.length / 2);
});
