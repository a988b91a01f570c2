import { expect, test } from './fixtures';
import { signInAdminByApi, signInLearnerByApi } from './support/auth';

const pages = ['/coming-soon', '/maintenance', '/about-us', '/faqs', '/403', '/404', '/500', '/dashboard/blank', '/dashboard/permission-denied', '/dashboard/403', '/page/home'];
const languages = [
  { code: 'en', script: /[A-Za-z]/ },
  { code: 'fr', script: /[A-Za-zÀ-ÿ]/ },
  { code: 'vn', script: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i },
  { code: 'cn', script: /[\u4e00-\u9fff]/ },
  { code: 'ar', script: /[\u0600-\u06FF]/ },
];

for (const { code, script } of languages) {
  test(`every misc screen has real content in ${code}`, async ({ page, context, baseURL }) => {
    test.setTimeout(150_000); // eleven full page loads, each signing in from scratch
    // The dashboard screens need an admin, /page/home a learner.
    await signInAdminByApi(page);
    await signInLearnerByApi(page);
    await context.addCookies([{ name: 'i18nextLng', value: code, url: baseURL! }]);
    for (const path of pages) {
      const response = await page.goto(path);
      // /404 and /500 are the error screens themselves: Next.js answers them with their own status.
      expect(response?.status(), path).toBe(({ '/404': 404, '/500': 500 } as Record<string, number>)[path] ?? 200);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      expect(await heading.textContent(), `${path} in ${code}`).toMatch(script);
      await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
    }
  });
}

test('the learner home shows the course catalogue from the API', async ({ page }) => {
  await signInLearnerByApi(page);
  await page.goto('/page/home');
  await expect(page.getByText('IELTS Reading', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('TOEIC Listening').first()).toBeVisible();
});

test("/favicon.ico, which browsers ask for on their own, leads to the site's icon instead of a 404", async ({ page }) => {
  const first = await page.request.get('/favicon.ico', { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers().location).toBe('/icon.svg');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
