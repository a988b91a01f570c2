import { expect, test } from './fixtures';
import { signInAdminByApi } from './support/auth';

test('the learner area’s settings offer no dashboard layouts; the dashboard’s do', async ({ page }) => {
  await page.goto('/page/home');
  await page.getByTestId('settings-button').first().click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.getByText('Dark mode')).toBeVisible();
  await expect(drawer.getByRole('radiogroup', { name: 'Layout' })).toHaveCount(0);
  await expect(drawer.getByText('Stretch')).toHaveCount(0);

  await signInAdminByApi(page);
  await page.goto('/dashboard/home');
  await page.getByTestId('settings-button').first().click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('radiogroup', { name: 'Layout' })).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`the language toast appears below the header, its buttons left clear (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/page/home');
    // The menu may be drawn again while the page hydrates: open it and choose until the choice lands.
    await expect(async () => {
      await page.getByTestId('language-button').first().click();
      await page.getByTestId('language-option-fr').click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const toast = page.getByTestId('toast').first();
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').first().boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
}
