import type { Page } from '@playwright/test';
import { expect, test, watchPageProblems } from './fixtures';
import { signInAdminByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { looksToCheck, SHOTS_DIR as SHOTS } from './support/shots';

const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** Twelve passages of a new lesson (P01…P12), made through the API; their ids in order. */
async function lessonWithPassages(page: Page, token: string, tag: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => (await (await page.request.post(`/api/admin/${url}`, { headers, data })).json()) as { id: number };
  const lesson = await post('Lession', { skill: 'reading', source: 'cambridge', name: `Order ${tag}`, description: 'Passages to reorder.' });
  const ids: number[] = [];
  for (let n = 1; n <= 12; n += 1) ids.push((await post('Passage', { lessonId: lesson.id, title: `P${String(n).padStart(2, '0')} ${tag}`, bodyHtml: '<p>Text.</p>' })).id);
  const order = async () => ((await (await page.request.get(`/api/admin/Passage?lessonId=${lesson.id}&sort=sortOrder&pageSize=100`, { headers })).json()) as { title: string }[]).map((row) => row.title.slice(0, 3));
  return { lesson, ids, order };
}

test('an admin drags a passage, moves one with the keyboard and to another page, and a failed save puts the rows back', async ({ page }) => {
  test.setTimeout(240_000);
  await installAxe(page.context());
  const token = await signInAdminByApi(page);
  const tag = suffix();
  const { lesson, order } = await lessonWithPassages(page, token, tag);
  const list = `/dashboard/course/reading/cambridge/passage?lessonId=${lesson.id}&pageSize=10`;
  const rows = page.getByRole('row').filter({ hasText: tag });
  const titles = async () => (await rows.allInnerTexts()).map((text) => /P\d\d/.exec(text)?.[0]);
  const handle = (n: string) => page.getByRole('button', { name: new RegExp(`^Reorder “${n} ${tag}”`) });

  await page.goto(list);
  await expect(rows).toHaveCount(10);
  await expect(handle('P01')).toHaveAccessibleName(`Reorder “P01 ${tag}”, position 1 of 12`);

  // Drag P01 by its handle onto the lower half of P03: it lands after P03.
  const target = rows.filter({ hasText: 'P03' });
  const box = (await target.boundingBox())!;
  await handle('P01').hover();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.5, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.75, { steps: 4 });
  // The drop line under P03 while the row is dragged.
  await expect(rows.filter({ hasText: 'P04' })).toHaveClass(/row-drop-before/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reorder-dragging.png` });
  await page.mouse.up();
  await expect(toast(page, 'Order saved.').last()).toBeVisible();
  await expect(page.getByTestId('order-announcement')).toHaveText(`“P01 ${tag}” moved to position 3 of 12.`);
  await page.reload();
  await expect.poll(titles).toEqual(['P02', 'P03', 'P01', 'P04', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10']);

  // The keyboard: arrow up on P04's handle, the focus stays on it for the next move.
  await handle('P04').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('order-announcement')).toHaveText(`“P04 ${tag}” moved to position 3 of 12.`);
  await expect(handle('P04')).toBeFocused();
  await expect.poll(titles).toEqual(['P02', 'P03', 'P04', 'P01', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10']);
  // The move is saved and the rows drawn again before the next key (the focus comes back to the handle then).
  await expect(toast(page, 'Order saved.').last()).toBeVisible();
  await expect(handle('P04')).toBeFocused();

  // Enter on the handle: "move to position", here to the last place, on the second page.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move “P04 ${tag}”` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Now at position 3 of 12.')).toBeVisible();
  const position = dialog.getByRole('textbox', { name: 'New position (1–12)' });
  await position.fill('13');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Enter a whole number from 1 to 12.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reorder-dialog.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await position.fill('12');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Order saved.').last()).toBeVisible();
  await expect.poll(titles).toEqual(['P02', 'P03', 'P01', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10', 'P11']);
  expect(await order()).toEqual(['P02', 'P03', 'P01', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10', 'P11', 'P12', 'P04']);
  await page.goto(`${list}&page=2`);
  await expect.poll(titles).toEqual(['P12', 'P04']);

  // A save that fails: the error shows and the rows go back as they were.
  await page.goto(list);
  await expect(rows).toHaveCount(10);
  await page.route('**/api/admin/Passage/updateOrder', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'The server failed.', status: 500 }) }));
  await handle('P05').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('order-announcement')).toHaveText('The new order could not be saved: the rows are back as they were.');
  await expect.poll(titles).toEqual(['P02', 'P03', 'P01', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10', 'P11']);
  await page.unroute('**/api/admin/Passage/updateOrder');
  expect(await order()).toEqual(['P02', 'P03', 'P01', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10', 'P11', 'P12', 'P04']);
});

test('the ordered list with its handles, and the move dialog, pass axe in light, dark, narrow and Arabic', async ({ browser, baseURL, page: setup }) => {
  test.setTimeout(300_000);
  const tag = suffix();
  const { lesson } = await lessonWithPassages(setup, await signInAdminByApi(setup), tag);
  for (const look of looksToCheck()) {
    const context = await browser.newContext({ viewport: { width: look.width, height: 900 }, hasTouch: look.width < 600 });
    await context.addCookies([{ name: 'settings-mode', value: look.mode, url: baseURL! }, { name: 'i18nextLng', value: look.lang, url: baseURL! }]);
    await installAxe(context);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await signInAdminByApi(page);
    await page.goto(`/dashboard/course/reading/cambridge/passage?lessonId=${lesson.id}`);
    await expect(page.getByRole('row').filter({ hasText: tag }).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reorder-list-${look.name}.png`, fullPage: true });
    expect(await seriousViolations(page), `list ${look.name}`).toEqual([]);
    // The phone's way: a tap on the handle opens the dialog.
    const first = page.getByRole('row').filter({ hasText: tag }).first().locator('[data-move$="-handle"]');
    if (look.width < 600) await first.tap();
    else await first.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reorder-dialog-${look.name}.png` });
    expect(await seriousViolations(page), `dialog ${look.name}`).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  }
});
