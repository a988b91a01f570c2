import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminByApi, signInLearnerByApi } from './support/auth';

// Every screen of ROUTES.md is built (links.test.ts holds the not-built lists empty; a screen a later
// ROUTES.md names would show the "coming soon" view through its area's catch-all). Unknown
// dashboard addresses answer with the 404 inside the dashboard's frame (lib/routes/not-built.ts and the
// areas' catch-all pages); a signed-in learner is never offered "Sign in" or "Create an account".

/** Signs the learner in with the cookies the app writes after sign-in (the /page mirror and the site-wide hint). */
async function signInLearnerWithCookies(page: Page, baseURL: string): Promise<void> {
  const token = await signInLearnerByApi(page);
  const exp = String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp);
  await page.context().addCookies([
    { name: 'lexam_learner', value: token, url: `${baseURL}/page` },
    { name: 'lexam_signed_in', value: exp, url: baseURL },
  ]);
}

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard navigation' });

// FIXME(issue 24, next session): since the content-type merge, a click on a navigation link from the
// dashboard's 404 screen starts a client navigation that never completes (deterministic here; the
// 404 itself, its frame and its navigation are still right). Marked fixme so the rest lands; the
// closing note of 2026-11-27 names it as the first thing to fix.
test('an unknown dashboard address answers 404 inside the dashboard’s frame, its navigation kept', async ({ page }) => {
  await signInAdminByApi(page);
  const response = await page.goto('/dashboard/no-such-screen/42');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|doesn.t exist|can.t find/i);
  await expect(dashboardNav(page).getByRole('link', { name: 'Roles' })).toBeVisible();
  await expect(page.getByTestId('account-button')).toBeVisible();
  // The navigation still works from there.
  await dashboardNav(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/dashboard\/system\/roles\/list$/);
});

test('every learner screen of ROUTES.md is built: the last of them draws in the learner layout; an unknown address is the 404 screen', async ({ page, baseURL }) => {
  await signInLearnerWithCookies(page, baseURL!);
  const response = await page.goto('/page/grammar');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This screen is on its way');
  await page.goto('/page/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, page not found!');
});

test.describe('signed in means signed in', () => {
  const signedOutWords = (page: Page) => [page.getByRole('link', { name: 'Sign in', exact: true }), page.getByRole('link', { name: 'Create an account' }), page.getByRole('link', { name: 'Start learning' })];

  test('the landing page offers a signed-in learner "Continue", in the server’s first HTML and after the scripts run', async ({ page, baseURL }) => {
    await signInLearnerWithCookies(page, baseURL!);
    // The server's page alone, its scripts refused: drawn for the signed-in learner from the start.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Continue learning' })).toBeVisible();
    for (const link of signedOutWords(page)) await expect(link).toHaveCount(0);

    await page.unroute('**/_next/static/chunks/**');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/page/home');
    await expect(page.getByRole('link', { name: 'Continue where I left off' })).toBeVisible();
    await expect(page.getByTestId('account-button')).toBeVisible();
    for (const link of signedOutWords(page)) await expect(link).toHaveCount(0);
  });

  test('without the cookies (a session from before them), the browser switches the landing to "Continue" once it knows', async ({ page }) => {
    await signInLearnerByApi(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Continue learning' })).toBeVisible();
    for (const link of signedOutWords(page)) await expect(link).toHaveCount(0);
    // The app wrote the site-wide hint: the next visit is drawn right by the server.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'lexam_signed_in' && cookie.path === '/')).toBe(true);
  });

  test('a visitor who is not signed in is offered to sign in or create an account', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start learning' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue learning' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the phone menu shows a signed-in learner their account, not "Sign in"', async ({ page, baseURL }) => {
      await signInLearnerWithCookies(page, baseURL!);
      for (const address of ['/', '/page/home']) {
        await page.goto(address);
        await expect(page.getByTestId('account-button')).toBeVisible();
        await page.getByTestId('menu-button').click();
        const drawer = page.getByRole('presentation').filter({ has: page.getByRole('navigation', { name: 'Main navigation' }) });
        await expect(drawer.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/page/user/account');
        await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
        await page.keyboard.press('Escape');
      }
    });

    test('the phone menu offers "Sign in" to a visitor', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('menu-button').click();
      const drawer = page.getByRole('presentation').filter({ has: page.getByRole('navigation', { name: 'Main navigation' }) });
      await expect(drawer.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'My account' })).toHaveCount(0);
    });
  });
});
