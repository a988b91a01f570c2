import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminByApi, signInLearnerByApi } from './support/auth';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real 1×1 PNG: the server checks an upload by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function adminCall<T>(page: Page, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in, as the demo admin, only to create the account a test then uses: demo accounts stay as they are. */
async function demoAdminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/admin/Auth/login', { data: { username: 'admin', password: 'Admin@123' } });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function expectAvatarShown(page: Page) {
  const image = page.getByTestId('account-avatar').locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/files\//);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
}

test("an admin edits its own profile and avatar, and sees them after a reload", async ({ page }) => {
  const token = await demoAdminToken(page);
  const id = unique();
  const [superAdmin] = await adminCall<{ id: number; name: string }[]>(page, token, 'get', '/api/admin/Role?searchByName=super%20admin');
  const account = { username: `admin-${id}`, password: 'Admin-pass1' };
  await adminCall(page, token, 'post', '/api/admin/User', { kind: 'admin', username: account.username, fullName: `Admin ${id}`, roleIds: [superAdmin!.id], password: account.password });
  await signInAdminByApi(page, account);

  await page.goto('/dashboard/system/user/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(page.getByTestId('account-name')).toHaveText(`Admin ${id}`);
  await expect(page.getByLabel('Username')).toHaveValue(account.username);

  // The phone number is checked on the page by the server's schema before anything is sent.
  await page.getByLabel('Phone number').fill('call me');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a phone number.')).toBeVisible();

  await page.getByLabel('Full name').fill(`Renamed Admin ${id}`);
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText(`Renamed Admin ${id}`);

  // The header's account menu follows at once.
  await expect(page.getByTestId('account-button')).toContainText('RA');
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('toast').filter({ hasText: 'Your photo is updated.' })).toBeVisible();
  await expectAvatarShown(page);
  await expect(page.getByTestId('account-button').locator('img')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(`Renamed Admin ${id}`);
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958');
  await expectAvatarShown(page);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your photo is removed.' })).toBeVisible();
  await expect(page.getByTestId('account-avatar').locator('img')).toHaveCount(0);
});

test('without an admin token the admin account sends to the admin sign-in', async ({ page }) => {
  await page.goto('/dashboard/system/user/account');
  await expect(page).toHaveURL(/\/auth\/loginAdmin\?returnTo=%2Fdashboard%2Fsystem%2Fuser%2Faccount$/);
});

test('a learner edits the profile, uploads an avatar and changes the password', async ({ page }) => {
  const token = await demoAdminToken(page);
  const id = unique();
  const learner = { email: `learner-${id}@example.com`, password: 'Learner-pass1' };
  await adminCall(page, token, 'post', '/api/admin/User', { kind: 'site', email: learner.email, fullName: `Learner ${id}`, password: learner.password });
  await signInLearnerByApi(page, learner);

  await page.goto('/page/user/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('E-mail address')).toHaveValue(learner.email);

  await page.getByLabel('Full name').fill(`Learner Renamed ${id}`);
  await page.getByLabel('Phone number').fill('+84 912 345 678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your profile is saved.' })).toBeVisible();

  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('toast').filter({ hasText: 'Your photo is updated.' })).toBeVisible();
  await expectAvatarShown(page);

  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText(`Learner Renamed ${id}`);
  await expect(page.getByLabel('Phone number')).toHaveValue('+84 912 345 678');
  await expectAvatarShown(page);

  await page.getByRole('tab', { name: 'Security' }).click();
  const current = page.getByLabel('Current password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change password' });

  // The confirmation is compared on the page: nothing is sent.
  let changeCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/Auth/ChangePassword')) changeCalls += 1;
  });
  await current.fill(learner.password);
  await next.fill('Brand-new-pass2');
  await confirm.fill('Brand-new-pass3');
  await submit.click();
  await expect(page.getByText('The two new passwords are not the same.')).toBeVisible();
  expect(changeCalls).toBe(0);

  // A wrong current password: the server's title.
  await current.fill('Not-my-password1');
  await confirm.fill('Brand-new-pass2');
  await submit.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The current password is incorrect.' })).toBeVisible();
  await expect(page.getByText('Incorrect password.')).toBeVisible();

  await current.fill(learner.password);
  await submit.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await expect(current).toHaveValue('');

  const withNew = await page.request.post('/api/learner/Auth/loginPhysics', { data: { email: learner.email, password: 'Brand-new-pass2' } });
  expect(withNew.status()).toBe(200);
  const withOld = await page.request.post('/api/learner/Auth/loginPhysics', { data: { email: learner.email, password: learner.password } });
  expect(withOld.status()).toBe(401);
});

test('without a learner token the account sends to the sign-in', async ({ page }) => {
  await page.goto('/page/user/account');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fpage%2Fuser%2Faccount$/);
});
