import { expect, test } from './fixtures';
import { signInAdminByApi } from './support/auth';

/** Dashboard lists whose columns are the widest (users and menus carry three row actions). */
const LISTS = [
  '/dashboard/system/user/list',
  '/dashboard/system/class',
  '/dashboard/system/menu/list',
  '/dashboard/system/permission/list',
  '/dashboard/system/roles/list',
  '/dashboard/onlinetest/testgrammar/test',
  '/dashboard/onlinetest/ielts/reading/cambridge',
];

// 1280 px is a common laptop width: with the permanent navigation (280 px) the list has 920 px,
// and every column, row actions included, must fit there without a sideways scroll.
test.use({ viewport: { width: 1280, height: 800 } });

test('the dashboard lists fit a 1280 px window beside the navigation, row actions included', async ({ page }) => {
  await signInAdminByApi(page);
  for (const path of LISTS) {
    await page.goto(path);
    const headers = page.locator('.MuiDataGrid-columnHeaders').first();
    await expect(headers, path).toBeVisible();
    // Every column header, the row actions' last, ends inside the list's visible width.
    const { lastRight, visibleRight } = await page.locator('.MuiDataGrid-virtualScroller').first().evaluate((scroller) => ({
      lastRight: Math.max(...[...scroller.querySelectorAll('.MuiDataGrid-columnHeader')].map((header) => header.getBoundingClientRect().right)),
      visibleRight: scroller.getBoundingClientRect().right,
    }));
    expect(lastRight, `${path}: the last column ends at ${lastRight} px, the list at ${visibleRight} px`).toBeLessThanOrEqual(visibleRight + 1);
  }
});
