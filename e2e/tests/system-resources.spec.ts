import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInAdminByApi } from './support/auth';

/** A unique lower-case suffix (letters only: permission names allow no digits). */
function suffix(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** The admin API, called with the signed-in admin's token (to set up and to check). */
function api(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(url: string) => {
      const response = await page.request.get(`/api/admin/${url}`, { headers });
      expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    post: async <T>(url: string, data: unknown) => {
      const response = await page.request.post(`/api/admin/${url}`, { headers, data });
      expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** Waits for the list call of a screen and returns its query. */
async function listQuery(page: Page, path: string, act: () => Promise<unknown>): Promise<URLSearchParams> {
  const [request] = await Promise.all([page.waitForRequest((candidate) => candidate.method() === 'GET' && new URL(candidate.url()).pathname === `/api/admin/${path}`), act()]);
  return new URL(request.url()).searchParams;
}

test('an admin creates a role with chosen permissions, then an admin user with it, and manages that user', async ({ page }) => {
  const token = await signInAdminByApi(page);
  const admin = api(page, token);
  const tag = suffix();
  const roleName = `e2e role ${tag}`;
  const username = `e2e-${tag}`;

  // A role: the whole Classes row of the matrix and Users: Read.
  await page.goto('/dashboard/system/roles/new');
  await expect(page.getByRole('heading', { name: 'New role' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(roleName);
  await page.getByLabel('Description').fill('Made by the browser test.');
  await page.getByRole('checkbox', { name: 'Every action on Classes' }).check();
  await page.getByRole('checkbox', { name: 'Users: Read' }).check();
  // 5 chosen out of the whole catalogue (its size grows with the product's resources).
  await expect(page.getByText(/^5 of \d+ chosen$/)).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/system\/roles\/list/);
  const [role] = await admin.get<{ id: number; permissions: string[] }[]>(`Role?searchByName=${encodeURIComponent(roleName)}`);
  expect(role?.permissions).toEqual(['class.create', 'class.delete', 'class.read', 'class.update', 'user.read']);

  // An admin user holding that role.
  await page.goto('/dashboard/system/user/list');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill(`Test ${tag}`);
  await page.getByLabel('Password', { exact: true }).fill('Browser1-test');
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/system\/user\/list/);

  // Search for it: the list asks the server with searchByName and shows that one row.
  const search = page.getByRole('searchbox', { name: 'Search by name, username or e-mail' });
  const searched = await listQuery(page, 'User/getAllAdmin', () => search.fill(username));
  expect(searched.get('searchByName')).toBe(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(roleName);
  await expect(page).toHaveURL(new RegExp(`q=${username}`));

  // Edit it, and come back to the same search.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(`Test ${tag}`);
  await page.getByLabel('Full name').fill(`Edited ${tag}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/system/user/list\\?q=${username}`));
  await expect(page.getByRole('row', { name: new RegExp(`Edited ${tag}`) })).toBeVisible();

  // Reset its password, then sign in with the new one.
  await page.getByRole('row', { name: new RegExp(username) }).getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Set the password' }).click();
  await expect(dialog.getByText('Use at least 8 characters.')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Changed2-password');
  await dialog.getByRole('button', { name: 'Set the password' }).click();
  await expect(toast(page, 'The password is changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const signIn = await page.request.post('/api/admin/Auth/login', { data: { username, password: 'Changed2-password' } });
  expect(signIn.status()).toBe(200);

  // Several users at once: a second one through the API, both chosen, one confirmation.
  await admin.post('User', { kind: 'admin', username: `${username}-b`, password: 'Browser1-test', fullName: `Second ${tag}` });
  // A new search asks the server again (the API-made user is not on the page yet).
  await search.fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toHaveCount(2);
  for (const name of [`Edited ${tag}`, `Second ${tag}`]) await page.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete 2 selected rows?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '2 rows deleted.')).toBeVisible();
  await expect(page.getByTestId('resource-empty')).toBeVisible();
  expect(await admin.get<unknown[]>(`User/getAllAdmin?searchByName=e2e-${tag}`)).toEqual([]);
});

test('the user list sorts on the server and pages with the x-pagination header', async ({ page }) => {
  const token = await signInAdminByApi(page);
  const admin = api(page, token);
  await page.goto('/dashboard/system/user/list');
  await expect(page.getByRole('row', { name: /admin/ }).first()).toBeVisible();

  const header = page.getByRole('columnheader', { name: 'Username' });
  const ascending = await listQuery(page, 'User/getAllAdmin', () => header.click());
  expect(ascending.get('sort')).toBe('username');
  expect(ascending.get('pageIndex')).toBe('1');
  const descending = await listQuery(page, 'User/getAllAdmin', () => header.click());
  expect(descending.get('sort')).toBe('-username');
  await expect(page).toHaveURL(/sort=-username/);

  // The grid shows the server's order for that sort (compared on the users both know: other tests
  // may add or remove admins meanwhile).
  await expect(page.getByRole('row', { name: /teacher/ })).toBeVisible();
  const shown = await page.locator('[role="row"] [data-field="username"][role="gridcell"]').allTextContents();
  const served = (await admin.get<{ username: string }[]>('User/getAllAdmin?sort=-username&pageSize=500')).map((user) => user.username);
  const common = shown.filter((name) => served.includes(name));
  expect(common.length).toBeGreaterThanOrEqual(3);
  expect(common).toEqual(served.filter((name) => common.includes(name)));

  // Site users are on their own tab and call.
  const site = await listQuery(page, 'User/getAllUser', () => page.getByRole('tab', { name: 'Site users' }).click());
  expect(site.get('pageIndex')).toBe('1');
  await expect(page.getByRole('row', { name: /learner@example\.com/ })).toBeVisible();
  await expect(page.getByText(/1–\d+ of \d+/)).toBeVisible();
});

test('the report downloads as a workbook', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/dashboard/system/roles/list');
  await expect(page.getByRole('row', { name: /super admin/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^role-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const names = workbook.worksheets[0]!.getColumn(2).values.map(String);
  expect(names).toContain('super admin');
});

test('built-in roles and permissions cannot be deleted from the lists', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/dashboard/system/roles/list');
  await expect(page).toHaveTitle('Roles | Lexam');
  const superAdmin = page.getByRole('row', { name: /super admin/ });
  await expect(superAdmin.getByText('Built-in')).toBeVisible();
  await expect(superAdmin.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(superAdmin.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(superAdmin.getByRole('checkbox')).toBeDisabled();
});

test('a form shows the server refusal, and asks before unsaved changes are lost', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/dashboard/system/roles/new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A role name has at least 2 characters.')).toBeVisible();
  // Role names are unique whatever their case: the server says so in its title.
  await page.getByLabel('Name', { exact: true }).fill('Teacher');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('form-problem')).toHaveText('A role named "Teacher" already exists.');
  await expect(page).toHaveURL(/\/roles\/new$/);

  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Roles' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Let the first dialog finish closing, or the next lookup may catch it on its way out.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/roles\/new$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Teacher');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toContainText('Leave without saving?');
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/roles\/list/);
});

test('an admin creates and edits a permission', async ({ page }) => {
  await signInAdminByApi(page);
  const name = `qa-${suffix()}.export`;
  await page.goto('/dashboard/system/permission/new');
  await page.getByLabel('Name', { exact: true }).fill('Not a permission');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Name a permission <resource>.<action>, e.g. report.create.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Exports things.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search permissions' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(row).toContainText('Exports things.');
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Description')).toHaveValue('Exports things.');
  await page.getByLabel('Description').fill('Exports reports as files.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })).toContainText('Exports reports as files.');

  // A permission the server checks keeps its name.
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('user.read');
  await page.getByRole('row', { name: /user\.read/ }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
});

test('an admin creates, edits, orders and deletes menu items', async ({ page }) => {
  const token = await signInAdminByApi(page);
  const admin = api(page, token);
  const tag = suffix();
  const title = `E2E menu ${tag}`;
  // A group of this test's own, so that other tests' items never change its order.
  const group = await admin.post<{ id: number }>('Menu', { title: `E2E group ${tag}`, path: '/dashboard/blank' });
  await admin.post('Menu', { title: `E2E first ${tag}`, path: '/dashboard/blank', parentId: group.id });

  await page.goto('/dashboard/system/menu/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Path').fill('/dashboard/blank');
  // The parent list grows with every test's menus and may still be settling when clicked: retry until chosen.
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await page.getByRole('combobox', { name: 'Parent' }).click();
    await page.getByRole('option', { name: `E2E group ${tag}`, exact: true }).click({ timeout: 3000 });
    await expect(page.getByRole('combobox', { name: 'Parent' })).toContainText(`E2E group ${tag}`, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Permission' }).click();
  await page.getByRole('option', { name: 'menu.read', exact: true }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by title' }).fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(3);
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Path')).toHaveValue('/dashboard/blank');
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${title} edited`) });
  await expect(row).toContainText(`E2E group ${tag}`);
  await expect(row).toContainText('menu.read');

  // The new item is last in its group; move it up one place and save (PUT Menu/updateOrder).
  await page.getByRole('button', { name: 'Order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: `Move ${title} edited down` })).toBeDisabled();
  await dialog.getByRole('button', { name: `Move ${title} edited up` }).click();
  await dialog.getByRole('button', { name: 'Save the order' }).click();
  await expect(toast(page, 'The menu order is saved.')).toBeVisible();
  const children = (await admin.get<{ title: string; parentId: number | null; sortOrder: number }[]>('Menu?pageSize=500&sort=sortOrder'))
    .filter((item) => item.parentId === group.id)
    .map((item) => item.title);
  expect(children).toEqual([`${title} edited`, `E2E first ${tag}`]);

  // Delete one item, then the group with what is left in it.
  await page.getByRole('row', { name: new RegExp(`${title} edited`) }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Delete “${title} edited”?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '1 row deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(2);
  // By the title cell: the child's row names its parent too.
  const byTitle = (text: string) => page.getByRole('row').filter({ has: page.locator('[data-field="title"]').getByText(text, { exact: true }) });
  for (const name of [`E2E group ${tag}`, `E2E first ${tag}`]) await byTitle(name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '2 rows deleted.')).toBeVisible();
  await expect(page.getByTestId('resource-empty')).toBeVisible();
});

test('an admin creates and edits a class, saved with Class/editClass', async ({ page }) => {
  await signInAdminByApi(page);
  const name = `E2E class ${suffix()}`;
  await page.goto('/dashboard/system/class');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Evening group');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search classes' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('button', { name: 'Students', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Add students' })).toBeVisible();
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Description').fill('Morning group');
  const [request] = await Promise.all([page.waitForRequest((candidate) => candidate.url().endsWith('/api/admin/Class/editClass')), page.getByRole('button', { name: 'Save changes' }).click()]);
  expect(request.method()).toBe('PUT');
  expect(request.postDataJSON()).toEqual({ id: expect.any(Number), description: 'Morning group' });
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Morning group');
});

test('a row stays clickable while a search loads: Edit right after typing opens the form', async ({ page }) => {
  const token = await signInAdminByApi(page);
  const name = `E2E class ${suffix()}`;
  await api(page, token).post('Class', { name, description: 'Evening group' });
  await page.goto('/dashboard/system/class');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // The search's answer comes late (the real server's, held back three seconds), as on a slow network.
  const isSearch = (url: URL) => url.pathname === '/api/admin/Class' && url.searchParams.has('searchByName');
  await page.route(isSearch, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const searching = page.waitForRequest((request) => isSearch(new URL(request.url())));
  await page.getByRole('searchbox', { name: 'Search classes' }).fill(name);
  await searching;
  // While it loads, the rows on screen still take a click (a cover over them would hide the button).
  await row.getByRole('button', { name: 'Edit' }).click({ timeout: 1_500 });
  await expect(page.getByRole('heading', { name: /edit/i })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Evening group');
});

test('a content editor, without user permissions, is refused the user list, and the server says why', async ({ page }) => {
  await signInAdminByApi(page, DEMO.editor);
  await page.goto('/dashboard/system/user/list');
  await expect(page).toHaveURL(/\/dashboard\/permission-denied$/);
  // The server says the same, clearly.
  const editorToken = await page.evaluate(() => window.localStorage.getItem('access_token_admin'));
  const refused = await page.request.get('/api/admin/User/getAllAdmin', { headers: { authorization: `Bearer ${editorToken}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).title).toMatch(/permission/i);
});

test('a teacher (user.read only) reads the user list without New or Delete', async ({ page }) => {
  await signInAdminByApi(page, DEMO.teacher);
  await page.goto('/dashboard/system/user/list');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('the user list reads right to left in Arabic', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await signInAdminByApi(page);
  await page.goto('/dashboard/system/user/list');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('المستخدمون | Lexam');
  await expect(page.getByRole('heading', { name: 'المستخدمون' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'اسم المستخدم' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'مستخدمو الموقع' })).toBeVisible();
});
