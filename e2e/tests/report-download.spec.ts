import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { signInAdminByApi } from './support/auth';

test('an admin downloads the users list as a workbook with the list’s French titles and its rows', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18nextLng', value: 'fr', url: baseURL! }]);
  const token = await signInAdminByApi(page);
  const tag = `rapport${Date.now().toString(36)}`;
  const names = ['Bich', 'Anh', 'Cuong'].map((name) => `${name} ${tag}`);
  for (const [index, fullName] of names.entries()) {
    const created = await page.request.post('/api/admin/User', { headers: { Authorization: `Bearer ${token}` }, data: { kind: 'site', email: `${tag}-${index}@example.test`, fullName, password: 'Report-2026', roleIds: [] } });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto(`/dashboard/system/user/list?tab=site&q=${tag}&sort=fullName`);
  // The list shows the three (their name cells; the e-mail cells do not end with the tag).
  await expect(page.getByRole('gridcell', { name: new RegExp(`${tag}$`) })).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le rapport' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^user-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  // The list's labels in French (the account kind from the form's); the id has no label on the web.
  expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Type de compte', 'Identifiant', 'E-mail', 'Nom complet', 'Rôles', 'Actif', 'Créé le']);
  expect(sheet.actualRowCount).toBe(1 + names.length);
  // The list's search and sort: the three users, by name.
  expect([2, 3, 4].map((row) => sheet.getRow(row).getCell(5).value)).toEqual([...names].sort());
  expect(sheet.getRow(2).getCell(8).value).toBeInstanceOf(Date);
  expect(sheet.getRow(2).getCell(7).value).toBe(true);
});

test('a long list is reported in the background: the admin is told, and downloads it from the bell', async ({ page, baseURL }) => {
  const token = await signInAdminByApi(page);
  const tag = `long${Date.now().toString(36)}`;
  for (const index of [0, 1]) {
    const created = await page.request.post('/api/admin/User', { headers: { Authorization: `Bearer ${token}` }, data: { kind: 'site', email: `${tag}-${index}@example.test`, fullName: `Long ${index} ${tag}`, password: 'Report-2026', roleIds: [] } });
    expect(created.status(), await created.text()).toBe(201);
  }
  // The list says it has 6,000 rows (more than the 5,000 a direct download takes): the button queues the report.
  await page.route(/\/api\/admin\/User\/getAllUser\?/, async (route) => {
    const response = await route.fetch();
    const pagination = JSON.parse(response.headers()['x-pagination'] ?? '{}') as Record<string, unknown>;
    await route.fulfill({ response, headers: { ...response.headers(), 'x-pagination': JSON.stringify({ ...pagination, totalCount: 6000 }) } });
  });
  await page.goto(`/dashboard/system/user/list?tab=site&q=${tag}&sort=fullName`);
  await expect(page.getByRole('gridcell', { name: new RegExp(`${tag}$`) })).toHaveCount(2);
  const queued = page.waitForResponse((response) => response.url().includes('/api/admin/User/report') && response.url().includes('mode=queue'));
  await page.getByRole('button', { name: 'Download report' }).click();
  expect((await queued).status()).toBe(202);
  await expect(page.getByText('Preparing your report in the background: you will be notified here when it is ready.')).toBeVisible();

  // Once it is ready the bell shows it; opening it downloads the file.
  await expect.poll(async () => {
    const list = await page.request.get('/api/admin/Notification/getList?pageSize=10', { headers: { Authorization: `Bearer ${token}` } });
    return ((await list.json()) as { unreadCount: number }).unreadCount;
  }).toBeGreaterThan(0);
  await page.goto(`${baseURL}/dashboard/system/user/list?tab=site&q=${tag}`);
  await page.getByTestId('notification-bell').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Your report is ready/ }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/^user-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets[0]!.actualRowCount).toBe(3);
});
