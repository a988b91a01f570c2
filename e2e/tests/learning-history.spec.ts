import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { DEMO, signInAdminByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';

/**
 * A teacher follows the demo class on the dashboard home: the learning history of the last 30 days
 * (only the teacher's classes), filtered to the class and to writing, a learner's drill-down with its
 * charts, and the workbook of what is shown.
 */
test('a teacher filters the learning history, opens a learner and downloads what is shown as a workbook', async ({ page, context }) => {
  await installAxe(context);
  await signInAdminByApi(page, DEMO.teacher);
  await page.goto('/dashboard/home');
  const section = page.getByRole('region', { name: 'Learning history' });
  await expect(section.getByTestId('history-row').first()).toBeVisible();

  await section.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'IELTS Evening Group' }).click();
  await section.getByRole('combobox', { name: 'Activity' }).click();
  await page.getByRole('option', { name: 'Writing' }).click();
  const rows = section.getByTestId('history-row');
  // The demo class's writing answers (other browser tests may have sent or graded more of them).
  await expect(rows.first()).toContainText('Writing');
  await expect(rows.filter({ hasNotText: 'Writing' })).toHaveCount(0);
  await expect(section.getByRole('cell', { name: /^Band \d/ }).first()).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBeGreaterThanOrEqual(2);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download (.xlsx)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^learninghistory-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Learner', 'E-mail', 'Activity', 'Skill', 'Title', 'Percent', 'Band', 'TOEIC score', 'Seconds spent']);
  expect(sheet.actualRowCount).toBe(1 + shown);
  for (let row = 2; row <= 1 + shown; row++) expect(sheet.getRow(row).getCell(4).value).toBe('writing');
  expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);

  await rows.first().getByRole('button').click();
  const drawer = page.getByTestId('learner-drawer');
  await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(drawer.getByTestId('learner-charts')).toBeVisible();
  await expect(drawer.getByText('Activities per week')).toBeVisible();
  // The drill-down shows everything the learner did in the period, not only writing.
  await expect(drawer.getByTestId('history-row').filter({ hasText: 'Speaking' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
});
