import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAdminByApi } from './support/auth';

// Several page loads and reloads each, on a machine that may be busy.
test.describe.configure({ timeout: 180_000 });

/** The pager's "21–40 of 112". */
const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
const firstRow = (page: Page) => page.locator('.MuiDataGrid-row').first();
const nextPage = (page: Page) => page.getByRole('button', { name: 'Go to next page' });

/** Today's fault showed page 2 for half a second, then snapped back to page 1: wait past that. */
async function expectToStay(page: Page, range: RegExp) {
  await expect(pager(page)).toHaveText(range, { timeout: 20_000 });
  await page.waitForTimeout(1500);
  await expect(pager(page)).toHaveText(range);
}

test('the permission list pages to 2 and 3, keeps page 3 on a reload, and goes back to page 2', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto('/dashboard/system/permission/list');
  // The first list of a fresh server can take a while: its total is "more than 20" until it comes.
  await expect(pager(page)).toHaveText(/^1–20 of \d+$/, { timeout: 30_000 });
  const first = await firstRow(page).textContent();

  await nextPage(page).click();
  await expect(page).toHaveURL(/\/dashboard\/system\/permission\/list\?page=2$/);
  await expectToStay(page, /^21–40 of \d+$/);
  const second = await firstRow(page).textContent();
  expect(second).not.toBe(first);

  await nextPage(page).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expectToStay(page, /^41–60 of \d+$/);
  const third = await firstRow(page).textContent();
  expect(third).not.toBe(second);

  await page.reload();
  await expectToStay(page, /^41–60 of \d+$/);
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(firstRow(page)).toHaveText(third!);

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expectToStay(page, /^21–40 of \d+$/);
  await expect(firstRow(page)).toHaveText(second!);
});

test('site users page by 10; search and sort live in the address and survive a reload', async ({ page }) => {
  const token = await signInAdminByApi(page);
  const tag = `pager${Date.now().toString(36)}`;
  const names = 'ABCDEFGHIJKL'.split('').map((letter) => `Pager ${tag} ${letter}`);
  for (const [index, fullName] of names.entries()) {
    const response = await page.request.post('/api/admin/User', {
      headers: { Authorization: `Bearer ${token}` },
      data: { kind: 'site', email: `${tag}-${index}@example.test`, fullName, password: 'Student-pass1' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  await page.goto('/dashboard/system/user/list?tab=site');
  await expect(pager(page)).toHaveText(/^1–\d+ of \d+$/, { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=site&pageSize=10$/);
  await expect(pager(page)).toHaveText(/^1–10 of \d+$/);

  // The search is typed: it replaces the address (no history entry per key) and starts at page 1.
  const historyBefore = await page.evaluate(() => window.history.length);
  await page.getByRole('searchbox').pressSequentially(tag, { delay: 60 });
  await expect(page).toHaveURL(new RegExp(`\\?tab=site&q=${tag}&pageSize=10$`));
  await expect(pager(page)).toHaveText('1–10 of 12');
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);

  await nextPage(page).click();
  await expect(page).toHaveURL(/&page=2&pageSize=10$/);
  await expectToStay(page, /^11–12 of 12$/);
  await expect(page.locator('.MuiDataGrid-row')).toHaveCount(2);

  // Sorted by name, descending: L comes first.
  const nameHeader = page.getByRole('columnheader', { name: 'Full name' });
  await nameHeader.click();
  await expect(page).toHaveURL(/sort=fullName/);
  await nameHeader.click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=site&q=${tag}&sort=-fullName&pageSize=10$`));
  await expect(firstRow(page)).toContainText(names[11]!);

  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(tag, { timeout: 30_000 });
  await expect(pager(page)).toHaveText('1–10 of 12');
  await expect(firstRow(page)).toContainText(names[11]!);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('tab', { name: 'Site users' })).toHaveAttribute('aria-selected', 'true');

  // Back goes to the ascending sort, then to page 2 of the search, the search box following.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=site&q=${tag}&sort=fullName&pageSize=10$`));
  await expect(firstRow(page)).toContainText(names[0]!);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=site&q=${tag}&page=2&pageSize=10$`));
  await expectToStay(page, /^11–12 of 12$/);
});

test('a list with no rows shows its empty state and no pager', async ({ page }) => {
  await signInAdminByApi(page);
  await page.goto(`/dashboard/system/permission/list?q=nothing-matches-${Date.now()}`);
  await expect(page.getByTestId('resource-empty')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Nothing matches this search', { exact: false })).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
  await expect(nextPage(page)).toHaveCount(0);
});
