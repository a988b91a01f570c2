import type { Page } from '@playwright/test';
import { E2E_OIDC } from '../playwright.config';
import { expect, test } from './fixtures';

// Social sign-in against a real OpenID Connect provider on loopback (e2e/support/oidc-provider.mjs),
// through the session library (next-auth) and the learner API's Auth/social-login.

const storage = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const uniqueLogin = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
/** The screen's message (not Next's empty route announcer, which has the same role). */
const message = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const continueWith = (page: Page) => page.getByRole('button', { name: `Continue with ${E2E_OIDC.name}` });

async function sessionCookie(page: Page): Promise<Record<string, unknown> | undefined> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'sessionCookie');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : undefined;
}

/** At the provider: its sign-in form with a login (any password), then its consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`));
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill('any password will do');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Allow access' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
}

async function learnerOf(page: Page): Promise<{ id: number; email: string; fullName: string }> {
  const response = await page.request.get('/api/learner/User/getOne', { headers: { authorization: `Bearer ${await storage(page, 'access_token')}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test('a learner signs in with the OpenID Connect provider, stays signed in, signs out of both sessions, and is the same learner next time', async ({ page }) => {
  const login = uniqueLogin('mai');
  const email = `${login}@oidc.example.test`;

  await page.goto('/page/home');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fpage%2Fhome$/);
  await continueWith(page).click();
  await signInAtProvider(page, login);

  // Back on the learner home, as a learner the API created for this address.
  await expect(page).toHaveURL(/\/page\/home$/);
  await expect(page.getByText('IELTS Reading', { exact: true }).first()).toBeVisible();
  expect(await storage(page, 'access_token')).toMatch(/^ey/);
  const learner = await learnerOf(page);
  expect(learner).toMatchObject({ email, fullName: login.split('-').map((part) => part[0]!.toUpperCase() + part.slice(1)).join(' ') });
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ email, provider: 'lexam-oidc' });
  expect(cookie?.sessionToken).toEqual(expect.stringMatching(/^ey[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/));
  expect((await (await page.request.get('/api/auth/session')).json()).user).toMatchObject({ email });

  // A reload signs in again from the cookie (SPEC.md 4, start-up check step 1).
  const fromCookie = page.waitForResponse((response) => response.url().endsWith('/api/learner/Auth/social-login') && response.status() === 200);
  await page.reload();
  await fromCookie;
  await expect(page.getByText('IELTS Reading', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/page\/home$/);

  // Signing out ends the learner session and the session library's.
  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await storage(page, 'access_token')).toBeNull();
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
  await page.goto('/page/home');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fpage%2Fhome$/);
  await expect(continueWith(page)).toBeVisible();

  // The provider still knows the person (its own session): straight back, as the same learner.
  await continueWith(page).click();
  await expect(page).toHaveURL(/\/page\/home$/);
  await expect(page.getByText('IELTS Reading', { exact: true }).first()).toBeVisible();
  expect((await learnerOf(page)).id).toBe(learner.id);
});

test('cancelling at the provider comes back to sign-in with a clear message and signs nobody in', async ({ page }) => {
  await page.goto('/auth/login-unprotected');
  await continueWith(page).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?.*error=Callback/);
  await expect(message(page, 'The sign-in with the provider was cancelled or did not complete. Please try again.')).toBeVisible();
  expect(await storage(page, 'access_token')).toBeNull();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
});

test('an unverified provider address that matches an account shows the server title and keeps no session', async ({ page }) => {
  const login = uniqueLogin('unverified');
  const email = `${login}@oidc.example.test`;
  const registered = await page.request.post('/api/learner/Auth/registerUser', { data: { fullName: 'Existing Owner', email, password: 'Owner-pass-123' } });
  expect(registered.ok()).toBe(true);

  await page.goto('/auth/login?returnTo=%2Fpage%2Fflashcards');
  await continueWith(page).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fpage%2Fflashcards&social=1$/);
  await expect(message(page, 'An account already uses this e-mail address. Sign in with your password, then link the provider.')).toBeVisible();
  expect(await storage(page, 'access_token')).toBeNull();
  await expect.poll(() => sessionCookie(page)).toBeUndefined();
  await expect.poll(async () => (await page.request.get('/api/auth/session')).json()).toEqual({});
});

test('the session library’s error codes are shown as a message on the sign-in screen', async ({ page }) => {
  await page.goto('/auth/login?error=Configuration');
  await expect(message(page, 'Social sign-in is not set up correctly on this server. Please contact the administrator.')).toBeVisible();
});
