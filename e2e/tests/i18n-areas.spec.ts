import { expect, test, waitForHydration } from './fixtures';
import { signInLearnerByApi } from './support/auth';

// Each area of the app sends its own translation namespaces with its pages (area-namespaces.ts).
// These check the seams: a language switch on a screen whose namespace came with its area, a
// client-side move into another area, and a screen whose texts come as a lazy chunk.

test('the learner home switches to French in place, its own texts included', async ({ page }) => {
  await signInLearnerByApi(page);
  await page.goto('/page/home');
  await expect(page.getByText('What would you like to practise today?', { exact: false })).toBeVisible();
  await page.getByTestId('language-button').first().click();
  await page.getByTestId('language-option-fr').click();
  await expect(page.getByText('Que souhaitez-vous travailler aujourd’hui ?', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Commencer un test de lecture IELTS' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // No key shown in place of a text.
  await expect(page.getByText(/greeting\.|sections\./)).toHaveCount(0);
});

test('moving from the landing page to About us in the browser brings that screen’s texts', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18nextLng', value: 'fr', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Préparez');
  await waitForHydration(page, 'main a[href="/about-us"]');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await page.locator('main a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un entraînement sérieux aux examens, dans votre langue');
  // The move happened in the page (no full reload), so the namespace came with the route's payload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the learner home carries only its own texts, and moving to a test list in the browser brings that screen’s', async ({ page, context, baseURL }) => {
  await signInLearnerByApi(page);
  await context.addCookies([{ name: 'i18nextLng', value: 'fr', url: baseURL! }]);
  const html = await (await page.request.get('/page/home')).text();
  expect(html).toContain('Que souhaitez-vous travailler aujourd’hui');
  // The tests' and results' namespaces come with their own screens (the (store) group's layout).
  expect(html).not.toContain('Toutes les leçons');
  await page.goto('/page/home');
  await waitForHydration(page, 'main a[href="/page/onlinetest/ielttest/reading/cambridge"]');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await page.locator('main a[href="/page/onlinetest/ielttest/reading/cambridge"]').first().click();
  await expect(page).toHaveURL(/\/page\/onlinetest\/ielttest\/reading\/cambridge$/);
  await expect(page.getByLabel('Rechercher par nom')).toBeVisible();
  await expect(page.getByText(/^list\.|exam:list/)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('an unknown address in Vietnamese shows the 404 screen in Vietnamese, its texts loaded on demand', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18nextLng', value: 'vn', url: baseURL! }]);
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
  await expect(page.locator('html')).toHaveAttribute('lang', /^vi/);
  // Hydrated: its suggestions work in the page (the FAQs, in Vietnamese too).
  await waitForHydration(page, 'main a[href="/faqs"]');
  await page.locator('main a[href="/faqs"]').first().click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
});
