import type { Page } from '@playwright/test';
import { createConfirmedLearner, DEMO, uniqueEmail } from './support/auth';
import { expect, test } from './fixtures';
import { latestMail, linkIn } from './support/mail';

const DEAD_LINK = 'This link has expired or was already used. Ask for a new one.';

/** What Auth/loginPhysics answers for these credentials: the status and the problem title, if any. */
async function signIn(page: Page, email: string, password: string): Promise<{ status: number; title?: string; accessToken?: string }> {
  const response = await page.request.post('/api/learner/Auth/loginPhysics', { data: { email, password } });
  const body = (await response.json()) as { title?: string; accessToken?: string };
  return { status: response.status(), title: body.title, accessToken: body.accessToken };
}

/** A mailed link opened in this page, on the test server whatever address the mail names. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

test('a new learner registers through the form, confirms by the mailed link, then can sign in', async ({ page }) => {
  const email = uniqueEmail('register');
  const password = 'Spring2026river';
  const since = Date.now();

  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  await page.getByLabel('Full name').fill('Nguyễn Mai Anh');
  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const inbox = page.getByTestId('auth-state');
  await expect(inbox).toHaveAttribute('data-state', 'inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  // The address as the server stored it (lower case), named in the message.
  await expect(page.getByTestId('sent-to')).toContainText(email);

  const before = await signIn(page, email, password);
  expect(before.status).toBe(403);
  expect(before.title).toMatch(/confirm your e-mail address/i);

  const mail = await latestMail({ to: email, subject: /Confirm your e-mail/, since });
  expect(mail.text).toContain('Nguyễn Mai Anh');
  const link = linkIn(mail, '/auth/verify');
  expect(link.origin).toBe(new URL(page.url()).origin);
  await page.goto(pathOf(link));
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'verified');
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');

  // Signing in through the form now works and opens the learner home.
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/page\/home$/);
  await expect(page.getByTestId('account-button')).toBeVisible();

  // The link works once: opened again, it shows the server's own words and the ways forward.
  await page.goto(pathOf(link));
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'link-failed');
  await expect(page.getByTestId('server-title')).toHaveText(DEAD_LINK);
  await expect(page.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/auth/reset-password');
});

test('the register and inbox screens greet a new learner as new, and the confirmation link can be sent again', async ({ page }) => {
  const email = uniqueEmail('resend');
  const password = 'Autumn2026lake';
  await page.goto('/auth/register');
  await expect(page.getByText('Welcome to Lexam')).toBeVisible();
  await expect(page.getByText('Hi, welcome back')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Resend Tester');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText('Welcome to Lexam')).toBeVisible();
  const first = await latestMail({ to: email, subject: /Confirm your e-mail/ });

  const resend = page.getByRole('button', { name: 'Send the link again' });
  await resend.click();
  await expect(page.getByTestId('resent')).toContainText('the earlier link no longer works');
  // The next ask waits out the server's minute, counting down on the button.
  await expect(page.getByTestId('resend-verification')).toBeDisabled();
  await expect(page.getByTestId('resend-verification')).toHaveText(/^Send again in \d+ s$/);

  const second = await latestMail({ to: email, subject: /Confirm your e-mail/, since: first.receivedAt + 1 });
  expect(second.file).not.toBe(first.file);
  await page.goto(pathOf(linkIn(first, '/auth/verify')));
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'link-failed', { timeout: 20_000 });
  await page.goto(pathOf(linkIn(second, '/auth/verify')));
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
  expect((await signIn(page, email, password)).status).toBe(200);

  // The sign-in screen still welcomes back.
  await page.goto('/auth/login');
  await expect(page.getByText('Hi, welcome back')).toBeVisible();
});

test('the register form shows its validation errors and the server’s answer in the form', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Auth/registerUser')) sent.push(request.url());
  });
  await page.goto('/auth/register-unprotected');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Enter your name.');
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Use at least 8 characters.');
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('Type the password again.');

  await page.getByLabel('Full name').fill('Form Tester');
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('onlyletters');
  const strength = page.getByTestId('password-strength');
  await expect(strength).toHaveAttribute('data-strength', 'weak');
  await expect(strength.locator('[data-rule="passwordMin"]')).toHaveAttribute('data-met', 'true');
  await expect(strength.locator('[data-rule="passwordDigit"]')).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Confirm password', { exact: true }).fill('different1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Use at least one digit.');
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('The two passwords are not the same.');
  await expect(page.getByLabel('Full name')).not.toHaveAccessibleDescription('Enter your name.');
  expect(sent).toEqual([]);

  // Valid input for an address that already has an account: the server's title, in the form.
  await page.getByLabel('E-mail address').fill(DEMO.learner.email);
  await page.getByLabel('Password', { exact: true }).fill('onlyletters1');
  await page.getByLabel('Confirm password', { exact: true }).fill('onlyletters1');
  await page.getByRole('button', { name: 'Create account' }).click();
  const problem = page.getByTestId('form-problem');
  await expect(problem).toContainText('An account with this e-mail address already exists.');
  await expect(problem.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/auth/reset-password');
  await expect(page.getByTestId('toast').first()).toContainText('An account with this e-mail address already exists.');
  expect(sent).toHaveLength(1);
});

test('a forgotten password is reset through the mailed link; the old one stops working', async ({ page }) => {
  const oldPassword = 'Autumn2025leaf';
  const newPassword = 'Winter2027snow';
  const email = await createConfirmedLearner(page, oldPassword, 'reset');
  const since = Date.now();

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'reset-sent');
  await expect(page.getByTestId('sent-to')).toContainText(`If an account uses ${email}`);

  const link = linkIn(await latestMail({ to: email, subject: /Reset your Lexam password/, since }), '/auth/new-password');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The form's own rules first: a mismatch is caught before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('The two passwords are not the same.');
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'password-changed');
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');

  expect((await signIn(page, email, newPassword)).status).toBe(200);
  const old = await signIn(page, email, oldPassword);
  expect(old.status).toBe(401);
  expect(old.title).toBe('The e-mail address or password is incorrect.');

  // The same link a second time: the server's title and a way to a new link.
  await page.goto(pathOf(link));
  await page.getByLabel('New password', { exact: true }).fill('Another2028sky');
  await page.getByLabel('Confirm password', { exact: true }).fill('Another2028sky');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const problem = page.getByTestId('form-problem');
  await expect(problem).toContainText(DEAD_LINK);
  await expect(problem.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/reset-password');
  expect((await signIn(page, email, newPassword)).status).toBe(200);
});

test('asking for a reset answers the same for an address without an account, and sends nothing', async ({ page }) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/auth/reset-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await page.getByLabel('E-mail address').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'reset-sent');
  await expect(page.getByTestId('sent-to')).toContainText(`If an account uses ${nobody}`);
  await expect(latestMail({ to: nobody, timeoutMs: 1_500 })).rejects.toThrow(/No mail/);
});

test('garbled, cut and missing links explain themselves', async ({ page }) => {
  const garbled = 'Zm9vYmFyYmF6cXV4Z2FyYmxlZGxpbmt0b2tlbjEyMw';

  await page.goto(`/auth/verify?token=${garbled}`);
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'link-failed');
  await expect(page.getByTestId('server-title')).toHaveText(DEAD_LINK);
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');

  await page.goto(`/auth/new-password?token=${garbled}`);
  await page.getByLabel('New password', { exact: true }).fill('Summer2026sun');
  await page.getByLabel('Confirm password', { exact: true }).fill('Summer2026sun');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('form-problem')).toContainText(DEAD_LINK);

  // Too short to be one of ours: said without asking the server.
  await page.goto('/auth/verify?token=abc');
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'link-failed');
  await expect(page.getByTestId('server-title')).toHaveText('This link is not valid.');
  await page.goto('/auth/new-password?token=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();

  await page.goto('/auth/verify');
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'no-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.goto('/auth/new-password');
  await expect(page.getByTestId('auth-state')).toHaveAttribute('data-state', 'no-token');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/reset-password');
});

test('the register screen speaks Arabic, right to left', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL! }]);
  await page.goto('/auth/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByLabel('الاسم الكامل')).toHaveAccessibleDescription('أدخل اسمك.');
  // Addresses and passwords stay left to right inside the right-to-left page.
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
});
