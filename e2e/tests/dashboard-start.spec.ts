import { expect, test } from './fixtures';
import { signInAdminByApi } from './support/auth';

/**
 * The dashboard's first screen waits for the admin's profile: the layout's inline script asks for it
 * while the app's code is still downloading (lib/auth/early-admin.ts), and the app takes that answer
 * instead of asking again.
 */
test('the dashboard asks for the admin’s profile once, before its code has arrived', async ({ page }) => {
  await signInAdminByApi(page);
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/admin\/User\/getOne\/\d+$/.test(new URL(request.url()).pathname)) events.push('profile requested');
  });
  // The app's scripts answer late, so what asks before they arrive can only be the inline script.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    events.push('script answered');
    await route.continue();
  });
  await page.goto('/dashboard/home');
  await expect(page.locator('#dashboard-home-title')).toContainText('Welcome');
  expect(events.filter((event) => event === 'profile requested')).toHaveLength(1);
  expect(events[0]).toBe('profile requested');
});

test('with an expired admin token the dashboard asks for nothing early and sends the admin to sign in', async ({ page }) => {
  const claims = Buffer.from(JSON.stringify({ nameid: '1', exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
  await page.addInitScript((token) => window.localStorage.setItem('access_token_admin', token), `e30.${claims}.signature`);
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/User/getOne')) profileCalls.push(request.url());
  });
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/auth\/loginAdmin/);
  expect(profileCalls).toEqual([]);
});

test('the dashboard’s frame is in the server’s HTML; the screen inside waits for a signed-in admin', async ({ page, request }) => {
  // No token anywhere: the server draws the header and the (empty) nav, and nothing of the screen.
  const html = await (await request.get('/dashboard/home')).text();
  expect(html).toContain('data-testid="account-button"');
  expect(html).not.toContain('dashboard-home-title');
  // The page without its scripts: the frame is on screen as it arrives.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/dashboard/home');
  await expect(page.getByTestId('account-button')).toBeVisible();
  await expect(page.locator('#dashboard-home-title')).toHaveCount(0);
  // With its scripts, a stranger is sent to sign in without having seen the screen.
  await page.unroute('**/_next/static/chunks/**');
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/auth\/loginAdmin\?returnTo=%2Fdashboard%2Fhome/);
});
