import { bodyBackground, expect, isDark, test } from './fixtures';

test('the landing page presents the product and leads to sign-in', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Lexam/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href="/auth/login"]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the landing page names its five interface languages, each in its own script, in the facts section', async ({ page }) => {
  await page.goto('/');
  // Not in the first screen: their system-font lookups (Chinese, Arabic) would slow its first layout.
  await expect(page.locator('#landing-hero-title ~ * [lang="ar"], section[aria-labelledby="landing-hero-title"] [lang="ar"]')).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Available in' });
  await list.scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveText(['English', 'Français', 'Tiếng Việt', '简体中文', 'العربية']);
  await expect(list.getByRole('listitem').last()).toHaveAttribute('dir', 'rtl');
  await expect(list.getByRole('listitem').nth(3)).toHaveAttribute('lang', 'zh-CN');
});

test('the header gains its shadow once the page scrolls, and loses it back at the top', async ({ page }) => {
  await page.goto('/faqs');
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.mouse.wheel(0, 600);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('box-shadow', 'none');
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/page/nothing/here', '/dashboard/unknown-screen']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404').first()).toBeVisible();
  }
});

test('switching to Arabic turns the page right to left, shows a toast, and survives a reload', async ({ page }) => {
  await page.goto('/about-us');
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByTestId('language-button').first().click();
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('toast').first()).toBeVisible();
  // Next.js keeps a hidden route announcer with role=alert too: look for the toast's own alert.
  await expect(page.getByTestId('toast').getByRole('alert')).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  const arabicHeading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(arabicHeading).not.toBe(englishHeading);
  expect(arabicHeading).toMatch(/[\u0600-\u06FF]/);

  // Back to a left-to-right language.
  await page.getByTestId('language-button').first().click();
  await page.getByTestId('language-option-fr').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('dark mode survives a reload, rendered by the server without a flash', async ({ page }) => {
  await page.goto('/faqs');
  expect(isDark(await bodyBackground(page))).toBe(false);
  await page.getByTestId('settings-button').first().click();
  await page.getByRole('dialog').getByText(/dark mode/i).click();
  await expect.poll(async () => isDark(await bodyBackground(page))).toBe(true);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'settings-mode');
  expect(cookie?.value).toBe('dark');
  expect(cookie?.path).toBe('/');
  // About three days from now.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(3.1 * 24 * 3600 * 1000);

  await page.reload();
  expect(isDark(await bodyBackground(page))).toBe(true);
  // The HTML the server sends is already dark: no light flash before hydration.
  const html = await (await page.request.get('/faqs')).text();
  expect(html).toMatch(/dark/);
});

test('the page-load bar fills from the start of the line: from the left in English, from the right in Arabic', async ({ page, baseURL }) => {
  // The next page's answer is held back (the real server's), so the bar stays part-way.
  await page.route((url) => url.pathname === '/faqs', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  for (const [language, direction] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
    await page.context().addCookies([{ name: 'i18nextLng', value: language, url: baseURL! }]);
    const bar = page.locator('#nprogress .bar');
    // A click before the page has hydrated is a plain browser navigation, with no bar: then again.
    await expect(async () => {
      await page.goto('/about-us');
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await page.locator('a[href="/faqs"]').first().click();
      await expect(bar).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 40_000 });
    // The bar is a full-width strip slid out of view by what is still to load: its shown part is
    // [0, right edge] when it fills from the left, [left edge, width] when it fills from the right.
    const box = (await bar.boundingBox())!;
    if (direction === 'ltr') expect(box.x, 'slid out to the left').toBeLessThan(-1);
    else expect(box.x, 'slid out to the right').toBeGreaterThan(1);
    await expect(page).toHaveURL(/\/faqs$/);
  }
});
