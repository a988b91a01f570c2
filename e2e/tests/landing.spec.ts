import { readFileSync } from 'node:fs';
import { expect, test, waitForHydration } from './fixtures';

// The landing page's sections are server components drawn by CSS modules: their text comes in the
// HTML in the request's language (the `landing` namespace never goes to the browser), their colours
// from the theme's CSS variables, and they need no JavaScript to be read or followed.

type Texts = {
  hero: { titleStart: string; titleHighlight: string; start: string; mockup: { label: string } };
  exams: { title: string };
  features: { title: string };
  teachers: { title: string };
  how: { title: string };
  facts: { title: string };
  cta: { title: string };
};

const LANGUAGES = [
  { code: 'en', htmlLang: 'en', dir: 'ltr' },
  { code: 'fr', htmlLang: 'fr', dir: 'ltr' },
  { code: 'vn', htmlLang: 'vi', dir: 'ltr' },
  { code: 'cn', htmlLang: 'zh-CN', dir: 'ltr' },
  { code: 'ar', htmlLang: 'ar', dir: 'rtl' },
] as const;

/** The landing's texts in one language, from the app's locale files. */
function textsOf(code: string): Texts {
  return JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${code}/landing.json`, import.meta.url), 'utf8')) as Texts;
}

/** Each section's heading id and its title in the texts. */
const SECTION_TITLES = [
  ['landing-exams', (texts: Texts) => texts.exams.title],
  ['landing-features', (texts: Texts) => texts.features.title],
  ['landing-teachers', (texts: Texts) => texts.teachers.title],
  ['landing-how', (texts: Texts) => texts.how.title],
  ['landing-facts', (texts: Texts) => texts.facts.title],
  ['landing-cta', (texts: Texts) => texts.cta.title],
] as const;

/** An element's opacity as shown: its own times its ancestors'. */
function effectiveOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
}

test.describe('without JavaScript (the server’s HTML alone)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, htmlLang, dir } of LANGUAGES) {
    test(`the landing comes in ${code}: its title and every section`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18nextLng', value: code, url: baseURL! }]);
      const texts = textsOf(code);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('#landing-hero-title')).toHaveText(`${texts.hero.titleStart} ${texts.hero.titleHighlight}`);
      for (const [id, title] of SECTION_TITLES) await expect(page.locator(`#${id}`)).toHaveText(title(texts));
    });
  }

  test('the sections are shown and the hero’s links are real links', async ({ page }) => {
    await page.goto('/');
    // Drawn by CSS modules, not by MUI's components and their Emotion classes.
    await expect(page.locator('main section [class*="Mui"], main section [class*="css-"]')).toHaveCount(0);
    // Below the first screen, the entrances play without the script that would wait for the scroll.
    for (const [id] of SECTION_TITLES) {
      const heading = page.locator(`#${id}`);
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      await expect.poll(() => heading.evaluate(effectiveOpacity)).toBe(1);
    }
    const hero = page.locator('section[aria-labelledby="landing-hero-title"]');
    await expect(hero.locator('a[href="/auth/register"]')).toBeVisible();
    await expect(hero.locator('a[href="/auth/loginAdmin"]')).toBeVisible();
    await hero.locator('a[href="/auth/login"]').click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test('switching the language in the header changes the landing’s text in place, right to left for Arabic', async ({ page }) => {
  const english = textsOf('en');
  const french = textsOf('fr');
  const arabic = textsOf('ar');
  await page.goto('/');
  await expect(page.locator('#landing-hero-title')).toHaveText(`${english.hero.titleStart} ${english.hero.titleHighlight}`);
  await waitForHydration(page, '[data-testid="language-button"]');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });

  await page.getByTestId('language-button').first().click();
  await page.getByTestId('language-option-fr').click();
  await expect(page.locator('#landing-hero-title')).toHaveText(`${french.hero.titleStart} ${french.hero.titleHighlight}`);
  await expect(page.locator('#landing-exams')).toHaveText(french.exams.title);
  await expect(page.locator('section[aria-labelledby="landing-hero-title"] a[href="/auth/login"]')).toHaveText(french.hero.start);

  await page.getByTestId('language-button').first().click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#landing-hero-title')).toHaveText(`${arabic.hero.titleStart} ${arabic.hero.titleHighlight}`);
  await expect(page.locator('#landing-cta')).toHaveText(arabic.cta.title);
  // The start of the line is on the right now: the hero's text column sits right of its drawing.
  const title = (await page.locator('#landing-hero-title').boundingBox())!;
  const drawing = (await page.getByRole('img', { name: arabic.hero.mockup.label }).boundingBox())!;
  expect(title.x).toBeGreaterThan(drawing.x);
  // In place: the page was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the landing’s sections follow the theme mode, from the server’s HTML and when it changes', async ({ page, context, baseURL }) => {
  const card = page.locator('article[aria-labelledby="landing-exam-ielts"]');
  const colours = () => card.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element.querySelector('h3')!).color]);

  await page.goto('/');
  const light = await colours();
  await context.addCookies([{ name: 'settings-mode', value: 'dark', url: baseURL! }]);
  await page.reload();
  const dark = await colours();
  expect(dark[0], 'card background').not.toBe(light[0]);
  expect(dark[1], 'heading colour').not.toBe(light[1]);

  // Back to light from the settings drawer: the sections change with the header, without a reload.
  await waitForHydration(page, '[data-testid="settings-button"]');
  await page.getByTestId('settings-button').first().click();
  await page.getByRole('dialog').getByText(/dark mode/i).click();
  await expect.poll(colours).toEqual(light);
});
