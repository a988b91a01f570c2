import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInAdminByApi } from './support/auth';

const READING = '/dashboard/onlinetest/ielts/reading/cambridge';

interface Document {
  test: { name: string; sections: { groups: { questions: { number: number; key?: unknown }[] }[] }[] };
}

/** The demo reading test as its export gives it, broken in two ways an editor could break it. */
async function brokenDemoDocument(page: Page, token: string): Promise<Buffer> {
  const headers = { Authorization: `Bearer ${token}` };
  const [demo] = (await (await page.request.get('/api/admin/IeltsOnlineTest?skill=reading&searchByName=Demo%20Reading', { headers })).json()) as { id: number }[];
  const document = (await (await page.request.get(`/api/admin/IeltsOnlineTest/${demo!.id}/export`, { headers })).json()) as Document;
  const question = document.test.sections[1]!.groups[0]!.questions[0]!;
  expect(question.number).toBe(14);
  delete question.key;
  document.test.name = '';
  return Buffer.from(JSON.stringify(document));
}

async function importFile(page: Page, file: Buffer, { open, choose }: { open: string; choose: string }) {
  await page.goto(READING);
  await page.getByRole('button', { name: open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'broken-test.json', mimeType: 'application/json', buffer: file });
  await expect(dialog.getByText(choose)).toBeVisible();
  return dialog;
}

test('a refused import lists its problems as an editor reads them, in the admin’s language, and its help is a screen of the dashboard', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signInAdminByApi(page, DEMO.editor);
  const file = await brokenDemoDocument(page, token);

  const dialog = await importFile(page, file, { open: 'Import', choose: 'Choose a JSON file' });
  const problems = dialog.getByRole('list', { name: 'Problems of the document' });
  await expect(problems.getByRole('listitem')).toHaveText(['The test: the name is empty', 'Section 2, question 14: the answer is missing'], { useInnerText: true });
  await expect(dialog.getByTestId('import-problem')).toContainText('The test document is not valid: fix the 2 problems listed.');
  // No path of the document or of the repository is shown.
  await expect(dialog).not.toContainText('test.sections');
  await expect(dialog).not.toContainText('docs/');

  // The help opens as a screen of the dashboard, in a new tab, the dialog kept.
  const [help] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'How to write a test document' }).click()]);
  await expect(help).toHaveURL(/\/dashboard\/onlinetest\/help\/test-format$/);
  await expect(help.getByRole('heading', { level: 1, name: 'The test document format' })).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Question types' })).toBeVisible();
  await expect(help.getByTestId('test-format-help').getByRole('table').first()).toBeVisible();
  // Inside the dashboard's frame: its navigation is there.
  await expect(help.getByRole('navigation').first()).toBeVisible();
  await help.close();
  await expect(problems).toBeVisible();

  // The same problems in French.
  await context.addCookies([{ name: 'i18nextLng', value: 'fr', url: baseURL! }]);
  const french = await importFile(page, file, { open: 'Importer', choose: 'Choisir un fichier JSON' });
  await expect(french.getByRole('list', { name: 'Problèmes du document' }).getByRole('listitem')).toHaveText(
    ['Le test : le nom : le champ est vide', 'Section 2, question 14 : il manque la réponse'],
    { useInnerText: true },
  );
  await expect(french.getByTestId('import-problem')).toContainText('corrigez les 2 problèmes indiqués');
});
