import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminByApi } from './support/auth';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A call of the admin API with the signed-in admin's token; fails the test on an error answer. */
async function adminCall<T>(page: Page, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A class and two site users with names of their own, so that tests never see each other's rows. */
async function arrange(page: Page) {
  const token = await signInAdminByApi(page);
  const id = unique();
  const klass = await adminCall<{ id: number; name: string }>(page, token, 'post', '/api/admin/Class', { name: `Class ${id}`, description: 'Made by the class membership test' });
  const newUser = (first: string) =>
    adminCall<{ id: number; fullName: string; email: string }>(page, token, 'post', '/api/admin/User', {
      kind: 'site',
      email: `${first.toLowerCase()}-${id}@example.com`,
      fullName: `${first} ${id}`,
      password: 'Student-pass1',
    });
  return { token, klass, alice: await newUser('Alice'), bob: await newUser('Bob') };
}

/** Types into a block's user search and picks the user the server found. */
async function chooseUser(page: Page, block: ReturnType<Page['getByTestId']>, fullName: string) {
  await block.getByRole('combobox', { name: 'Users' }).fill(fullName);
  await page.getByRole('option', { name: new RegExp(fullName) }).click();
  await expect(block.getByRole('button', { name: fullName })).toBeVisible();
}

test('an admin adds students by blocks, sees them in the class, and removes one', async ({ page }) => {
  const { token, klass, alice, bob } = await arrange(page);
  await page.goto(`/dashboard/system/class/${klass.id}/addStudent`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Add students to ${klass.name}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/dashboard/system/class');

  const blocks = page.getByTestId('assignment-block');
  await expect(blocks).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove block 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(blocks).toHaveCount(3);

  // Bob goes into the third block, then the empty second block is removed: Bob moves up with his block.
  await chooseUser(page, blocks.nth(2), bob.fullName);
  await page.getByRole('button', { name: 'Remove block 2' }).click();
  await expect(blocks).toHaveCount(2);
  await expect(blocks.nth(1).getByRole('button', { name: bob.fullName })).toBeVisible();
  await expect(blocks.nth(1).getByRole('heading', { name: 'Block 2' })).toBeVisible();

  // Block 1: Alice, as a learner, for IELTS Reading.
  const first = blocks.nth(0);
  await chooseUser(page, first, alice.fullName);
  await first.getByRole('combobox', { name: 'Subjects' }).click();
  await page.getByRole('option', { name: 'IELTS Reading' }).click();
  await first.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'learner', exact: true }).click();

  // Block 2: Bob, as a teacher, for the class as a whole.
  await blocks.nth(1).getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'teacher', exact: true }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Memberships saved: 2' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/system/class/${klass.id}/userClass$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Students of ${klass.name}`);

  const aliceRow = page.getByRole('row').filter({ hasText: alice.fullName });
  const bobRow = page.getByRole('row').filter({ hasText: bob.fullName });
  await expect(aliceRow).toContainText(alice.email);
  await expect(aliceRow).toContainText('IELTS Reading');
  await expect(aliceRow).toContainText('learner');
  await expect(bobRow).toContainText('Whole class');
  await expect(bobRow).toContainText('teacher');

  await aliceRow.getByRole('button', { name: `Remove ${alice.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from the class?' });
  await expect(dialog).toContainText(`${alice.fullName} will no longer belong to ${klass.name} for IELTS Reading.`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `${alice.fullName} was removed from the class.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(aliceRow).toHaveCount(0);
  await expect(bobRow).toBeVisible();

  // The server agrees, and a reload shows the same.
  const members = await adminCall<{ fullName: string }[]>(page, token, 'get', `/api/admin/Class/${klass.id}/members`);
  expect(members.map((member) => member.fullName)).toEqual([bob.fullName]);
  await page.reload();
  await expect(bobRow).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: alice.fullName })).toHaveCount(0);
});

test('a block without users is refused on the page, and the members screen leads to addStudent', async ({ page }) => {
  const { klass } = await arrange(page);
  await page.goto(`/dashboard/system/class/${klass.id}/userClass`);
  await expect(page.getByText('No students yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add students' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/system/class/${klass.id}/addStudent$`));

  let isSent = false;
  page.on('request', (request) => {
    if (request.url().includes('/Class/addUserToClass')) isSent = true;
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose at least one user.')).toBeVisible();
  expect(isSent).toBe(false);
  await expect(page).toHaveURL(/addStudent$/);
});

test('a class that does not exist says so', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/dashboard/system/class/987654321/userClass');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no class 987654321.' })).toBeVisible();
  // Not an id at all: the not-found screen (behind the admin guard, so after the session is checked).
  await page.goto('/dashboard/system/class/not-a-number/userClass');
  await expect(page.getByText('404').first()).toBeVisible();
});

test('the user search narrows the list; a member is a learner or a teacher, learner by default', async ({ page }) => {
  test.setTimeout(120_000);
  const { klass, alice, bob } = await arrange(page);
  // The server answers the search late: the list must follow the text typed before and after.
  await page.route('**/api/admin/User/getAllUser?*searchByName=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
  });
  await page.goto(`/dashboard/system/class/${klass.id}/addStudent`);
  const block = page.getByTestId('assignment-block').first();
  const users = block.getByRole('combobox', { name: 'Users' });
  await users.click();
  await expect(page.getByRole('option', { name: new RegExp(bob.fullName) })).toBeVisible();

  await users.pressSequentially(alice.fullName, { delay: 20 });
  await expect(page.getByRole('option')).toHaveText([new RegExp(alice.fullName)], { timeout: 6_000 });
  // The server's answer (after its delay) says the same.
  await page.waitForResponse((response) => response.url().includes('searchByName='), { timeout: 30_000 });
  await expect(page.getByRole('option')).toHaveText([new RegExp(alice.fullName)]);

  await users.fill(`nobody-${klass.id}-${Date.now()}`);
  await expect(page.getByRole('option')).toHaveCount(0, { timeout: 6_000 });
  await expect(page.getByText('No users found')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  const role = block.getByRole('combobox', { name: 'Role' });
  await expect(role).toHaveText('learner');
  await role.click();
  await expect(page.getByRole('option')).toHaveText(['learner', 'teacher']);
  await page.getByRole('option', { name: 'teacher' }).click();
  await expect(role).toHaveText('teacher');
  // A new block starts as learner too.
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByTestId('assignment-block').nth(1).getByRole('combobox', { name: 'Role' })).toHaveText('learner');
});
