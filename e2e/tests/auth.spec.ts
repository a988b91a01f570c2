import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedLearner, DEMO, signInAdminByApi, signInLearnerByApi } from './support/auth';
import { mintAccessToken } from './support/tokens';

const storage = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test.describe('sign-in', () => {
  test('an admin signs in with username and password, lands on the dashboard, and the learner token is removed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('access_token', 'left-over-learner-token'));
    await page.goto('/auth/loginAdmin');
    await page.getByLabel('Username').fill(DEMO.admin.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    const nav = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
    await expect(nav.getByRole('link', { name: 'Roles' })).toBeVisible();
    expect(await storage(page, 'access_token_admin')).toMatch(/^ey/);
    expect(await storage(page, 'access_token')).toBeNull();

    // Signing out forgets the token and goes back to the admin sign-in.
    await page.getByTestId('account-button').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/loginAdmin/);
    expect(await storage(page, 'access_token_admin')).toBeNull();
  });

  test('a failed sign-in shows the server title and stores nothing', async ({ page }) => {
    await page.goto('/auth/loginAdmin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    expect(await storage(page, 'access_token_admin')).toBeNull();
  });

  test('the form checks its fields with the server rules before sending', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('a learner signs in by e-mail, returns to where it was headed, and the admin token is removed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('access_token_admin', 'left-over-admin-token'));
    await page.goto('/page/home');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fpage%2Fhome/);
    await page.getByLabel('E-mail address').fill(DEMO.learner.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.learner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/page\/home$/);
    await expect(page.getByText('IELTS Reading', { exact: true }).first()).toBeVisible();
    expect(await storage(page, 'access_token')).toMatch(/^ey/);
    expect(await storage(page, 'refresh_token')).toBeTruthy();
    expect(await storage(page, 'access_token_admin')).toBeNull();

    // Signed in, /auth/login moves on; the unprotected variant still shows the form.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/page\/home$/);
    await page.goto('/auth/login-unprotected');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('access', () => {
  test('the dashboard sends a stranger to the admin sign-in, and back after it', async ({ page }) => {
    await page.goto('/dashboard/system/roles/list');
    await expect(page).toHaveURL(/\/auth\/loginAdmin\?returnTo=%2Fdashboard%2Fsystem%2Froles%2Flist/);
    await page.getByLabel('Username').fill(DEMO.admin.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/system\/roles\/list$/);
  });

  test('an admin without the right sees permission-denied, and the nav hides what its role cannot do', async ({ page }) => {
    await signInAdminByApi(page, DEMO.editor);
    await page.goto('/dashboard/system/roles/list');
    await expect(page).toHaveURL(/\/dashboard\/permission-denied$/);
    await page.goto('/dashboard/home');
    const nav = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
    await expect(nav.getByRole('link', { name: 'IELTS reading' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  });
});

test.describe('tokens', () => {
  test('an admin token that ends shows the expiry alert, is removed, and sends the admin to sign in', async ({ page }) => {
    const real = (await (await page.request.post('/api/admin/Auth/login', { data: DEMO.admin })).json()).accessToken as string;
    // Long enough for a cold page to load and show the admin, short enough to end within the test.
    const shortLived = await mintAccessToken({ from: real, seconds: 12 });
    await page.addInitScript((token) => window.sessionStorage.getItem('seeded') || (window.localStorage.setItem('access_token_admin', token), window.sessionStorage.setItem('seeded', '1')), shortLived);
    const alert = page.waitForEvent('dialog');
    await page.goto('/dashboard/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    const dialog = await alert;
    expect(dialog.message()).toBe('Login expired, please log in again');
    await dialog.accept();
    await expect(page).toHaveURL(/\/auth\/loginAdmin(\?returnTo=%2Fdashboard%2Fhome)?$/);
    expect(await storage(page, 'access_token_admin')).toBeNull();
  });

  test('the expiry alert speaks Vietnamese', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18nextLng', value: 'vn', url: baseURL! }]);
    const login = await (await page.request.post('/api/learner/Auth/loginPhysics', { data: DEMO.learner })).json();
    const shortLived = await mintAccessToken({ from: login.accessToken, seconds: 12 });
    await page.addInitScript((token) => window.sessionStorage.getItem('seeded') || (window.localStorage.setItem('access_token', token), window.sessionStorage.setItem('seeded', '1')), shortLived);
    const alert = page.waitForEvent('dialog');
    await page.goto('/page/home');
    const dialog = await alert;
    expect(dialog.message()).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    await dialog.accept();
    await expect(page).toHaveURL(/\/auth\/login(\?returnTo=%2Fpage%2Fhome)?$/);
  });

  test('a learner token is refreshed 30 minutes before it ends, with a rotated refresh token', async ({ page }) => {
    const login = await (await page.request.post('/api/learner/Auth/loginPhysics', { data: DEMO.learner })).json();
    // Ends in 30 minutes and 3 seconds: the refresh is due in 3 seconds.
    const nearlyDue = await mintAccessToken({ from: login.accessToken, seconds: 30 * 60 + 3 });
    await page.addInitScript(
      ([token, refresh, expiresAt]) => {
        if (window.sessionStorage.getItem('seeded')) return;
        window.localStorage.setItem('access_token', token);
        window.localStorage.setItem('refresh_token', refresh);
        window.localStorage.setItem('refresh_token_expires_at', expiresAt);
        window.sessionStorage.setItem('seeded', '1');
      },
      [nearlyDue, login.refreshToken, String(login.refreshTokenExpiresAt)] as const,
    );
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/learner/Auth/refreshToken') && response.status() === 200);
    await page.goto('/page/home');
    await refreshed;
    await expect.poll(() => storage(page, 'access_token')).not.toBe(nearlyDue);
    expect(await storage(page, 'refresh_token')).not.toBe(login.refreshToken);
    // The rotated-away refresh token is dead.
    expect((await page.request.post('/api/learner/Auth/refreshToken', { data: { refreshToken: login.refreshToken } })).status()).toBe(401);
  });

  test('a 401 from the learner API clears local storage and goes to sign in', async ({ page }) => {
    await signInLearnerByApi(page);
    await page.goto('/page/home');
    // The card title, exactly: the greeting's "Start an IELTS reading test" is already there while the session loads.
    await expect(page.getByText('IELTS Reading', { exact: true }).first()).toBeVisible();
    // Mid-session the server stops accepting the token (here: its signature no longer matches).
    await page.evaluate(() => {
      const [header, payload] = window.localStorage.getItem('access_token')!.split('.');
      window.localStorage.setItem('access_token', `${header}.${payload}.no-longer-valid`);
      window.localStorage.setItem('i18nextLng', 'en');
      window.localStorage.setItem('some-draft', 'x');
    });
    // The next learner call (the account screen loads the profile) answers 401.
    await page.getByTestId('account-button').click();
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // Everything is gone but the language (the empty redux-persist entry is written again on load).
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys).toContain('i18nextLng');
    expect(keys.filter((key) => !['i18nextLng', 'persist:lexam'].includes(key))).toEqual([]);
  });
});

test('a learner who signs out leaves nothing of theirs for the next learner in the same tab', async ({ page }) => {
  const password = 'Spring2026river';
  const next = await createConfirmedLearner(page, password, 'next');
  await signInLearnerByApi(page);
  await page.goto('/page/user/account');
  await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.learner.email);
  // All that follows happens in this one document: a reload would start an empty store anyway.
  const startedAt = await page.evaluate(() => performance.timeOrigin);

  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('E-mail address').fill(next);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/page\//);
  // Back to the account screen through the account menu: it must show the new learner, not what the
  // store kept of the last one.
  await page.getByTestId('account-button').click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/page\/user\/account$/);
  await expect(page.getByLabel('E-mail address')).toHaveValue(next);
  await expect(page.getByTestId('account-name')).not.toHaveText('Learner');
  expect(await page.evaluate(() => performance.timeOrigin), 'the same document, not a reload').toBe(startedAt);
});
