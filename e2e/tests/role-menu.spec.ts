import { expect, test } from './fixtures';
import { DEMO } from './support/auth';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an admin makes a role and a user; that user sees only what the role permits', async ({ page }) => {
  const id = unique();
  const roleName = `Class keeper ${id}`;
  const keeper = { username: `keeper${id}`, password: 'Keeper-pass1' };

  // The super admin creates the role (classes only) and a dashboard user holding it, on the screens.
  await page.goto('/auth/loginAdmin');
  await page.getByLabel('Username').fill(DEMO.admin.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  const token = await page.evaluate(() => window.localStorage.getItem('access_token_admin'));
  const headers = { authorization: `Bearer ${token}` };
  const role = await (await page.request.post('/api/admin/Role', { headers, data: { name: roleName, permissions: ['class.read', 'class.update'] } })).json();
  expect(role.id).toBeGreaterThan(0);
  const user = await page.request.post('/api/admin/User', { headers, data: { kind: 'admin', username: keeper.username, fullName: `Keeper ${id}`, password: keeper.password, roleIds: [role.id] } });
  expect(user.status()).toBe(201);

  // Sign out, sign in as the new user.
  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/loginAdmin/);
  await page.getByLabel('Username').fill(keeper.username);
  await page.getByLabel('Password', { exact: true }).fill(keeper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' }).first();
  await expect(nav.getByRole('link', { name: 'Classes' })).toBeVisible();
  for (const hidden of ['Users', 'Roles', 'Permissions', 'Menus', 'IELTS reading', 'Files']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  // The home's shortcuts are the same menu.
  await expect(page.getByRole('main').getByRole('link', { name: 'Classes' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Users' })).toHaveCount(0);

  // A screen the role does not grant, opened directly, is refused; one it grants opens.
  await page.goto('/dashboard/system/roles/list');
  await expect(page).toHaveURL(/\/dashboard\/permission-denied$/);
  await page.goto('/dashboard/system/class');
  await expect(page).toHaveURL(/\/dashboard\/system\/class$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // And the API agrees: the role cannot list users.
  const keeperToken = await page.evaluate(() => window.localStorage.getItem('access_token_admin'));
  expect((await page.request.get('/api/admin/User/getAllAdmin', { headers: { authorization: `Bearer ${keeperToken}` } })).status()).toBe(403);
});
