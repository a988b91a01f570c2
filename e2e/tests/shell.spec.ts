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
