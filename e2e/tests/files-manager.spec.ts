import type { Page } from '@playwright/test';
import { expect, test, watchPageProblems } from './fixtures';
import { signInAdminByApi } from './support/auth';
import { installAxe, seriousViolations } from './support/axe';
import { looksToCheck, SHOTS_DIR as SHOTS } from './support/shots';

const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** A real 1×1 PNG, a WAV header and a small PDF: each passes the server's content checks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(40_000, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('an admin makes a folder, uploads files with progress, renames and previews one, and cannot delete a file in use', async ({ page }) => {
  test.setTimeout(240_000);
  await installAxe(page.context());
  const token = await signInAdminByApi(page);
  const tag = suffix();
  const folderName = `Harbour unit ${tag}`;

  // A new folder at the root.
  await page.goto('/dashboard/files-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'All files' })).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'New folder' });
  await nameDialog.getByRole('textbox', { name: 'Name' }).fill(folderName);
  await nameDialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Folder created.').last()).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: folderName }).click();
  await expect(page).toHaveURL(/\/dashboard\/system\/uploadfiles\/\d+$/);
  const folderId = Number(/uploadfiles\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: folderName })).toBeVisible();
  await expect(page.getByText('This folder is empty.')).toBeVisible();

  // Two files picked at once, a third dropped: each with its own progress bar, all finishing.
  await page.getByRole('link', { name: 'Upload files' }).click();
  await expect(page).toHaveURL(`/dashboard/system/uploadfiles/${folderId}/new`);
  await expect(page.getByText(`Uploading to “${folderName}”`)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'harbour-map.png', mimeType: 'image/png', buffer: PNG },
    { name: 'harbour-talk.wav', mimeType: 'audio/wav', buffer: WAV },
  ]);
  const drop = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'tide-table.pdf', { type: 'application/pdf' }));
    return transfer;
  }, Array.from(PDF));
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.getByText('3 of 3 uploaded')).toBeVisible();
  for (const name of ['harbour-map.png', 'harbour-talk.wav', 'tide-table.pdf']) {
    await expect(page.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute('aria-valuenow', '100');
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/files-upload.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Back in the folder: rename the picture (its shown name only), then preview it.
  await page.getByRole('link', { name: 'Back to the folder' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Actions for harbour-map.png' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the file' });
  await rename.getByRole('textbox', { name: 'Name' }).fill(`Harbour map ${tag}.png`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved.').last()).toBeVisible();
  await table.getByRole('button', { name: `Harbour map ${tag}.png`, exact: true }).click();
  const preview = page.getByRole('dialog', { name: `Harbour map ${tag}.png` });
  const picture = preview.getByRole('img', { name: `Harbour map ${tag}.png` });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  await preview.getByRole('button', { name: 'Close' }).click();

  // The picture becomes a word's picture: deleting it is refused, and the dialog says where it is used.
  const contents = (await (await page.request.get(`/api/admin/Files/getFolderContents?folderId=${folderId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { files: { id: number; originalName: string }[] };
  const pictureId = contents.files.find((file) => file.originalName.startsWith('Harbour map'))!.id;
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await page.request.post('/api/admin/WordList', { headers, data: { title: `Harbour words ${tag}`, description: 'Words of the harbour unit.' } })).json()) as { id: number };
  const word = await page.request.post('/api/admin/Words', { headers, data: { wordListId: list.id, term: `quay ${tag}`, partOfSpeech: 'noun', meaning: 'A platform where boats load.', example: 'The boat waited at the quay.', image: pictureId } });
  expect(word.status()).toBe(201);
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(`Harbour map ${tag}`) })).toContainText('1 place');
  await page.getByRole('button', { name: `Actions for Harbour map ${tag}.png` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete' }).click();
  const inUse = page.getByRole('dialog', { name: 'This file is in use' });
  await expect(inUse.getByRole('listitem')).toHaveText([new RegExp(`quay ${tag}.*Word #\\d+`)]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/files-in-use.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await inUse.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('button', { name: `Harbour map ${tag}.png`, exact: true })).toBeVisible();
});

test('the files manager and the upload screen pass axe in light, dark, narrow and Arabic', async ({ browser, baseURL, page: setup }) => {
  test.setTimeout(300_000);
  const token = await signInAdminByApi(setup);
  const folder = (await (await setup.request.post('/api/admin/Files/createFolder', { headers: { Authorization: `Bearer ${token}` }, data: { parentId: null, name: `Looks ${suffix()}` } })).json()) as { id: number };
  for (const look of looksToCheck()) {
    const context = await browser.newContext({ viewport: { width: look.width, height: 900 } });
    await context.addCookies([{ name: 'settings-mode', value: look.mode, url: baseURL! }, { name: 'i18nextLng', value: look.lang, url: baseURL! }]);
    await installAxe(context);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    await signInAdminByApi(page);
    await page.goto('/dashboard/files-manager');
    await expect(page.getByRole('table')).toBeVisible();
    if (look.width < 600) {
      const arabic = look.lang === 'ar';
      await page.getByRole('button', { name: arabic ? 'إظهار المجلدات' : 'Show folders' }).click();
      await expect(page.getByRole('navigation', { name: arabic ? 'شجرة المجلدات' : 'Folder tree' }).last()).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/files-manager-drawer-${look.name}.png` });
      await page.keyboard.press('Escape');
      await page.locator('.MuiDrawer-root').waitFor({ state: 'detached' });
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/files-manager-${look.name}.png`, fullPage: true });
    expect(await seriousViolations(page), `manager ${look.name}`).toEqual([]);
    await page.goto(`/dashboard/system/uploadfiles/${folder.id}/new`);
    await expect(page.getByTestId('drop-zone')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/files-upload-${look.name}.png`, fullPage: true });
    expect(await seriousViolations(page), `upload ${look.name}`).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  }
});
