import { expect, type Page } from '@playwright/test';
import { latestMail, linkIn } from './mail';

/** The seeded demo accounts (README). */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin@123' },
  editor: { username: 'editor', password: 'Editor@123' },
  teacher: { username: 'teacher', password: 'Teacher@123' },
  learner: { email: 'learner@example.com', password: 'Learner@123' },
} as const;

async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs an admin in through the API (not the form: the form has its own tests) and stores the token
 * where the web app keeps it, before any page script runs. Returns the access token.
 */
export async function signInAdminByApi(page: Page, account: { username: string; password: string } = DEMO.admin): Promise<string> {
  const { accessToken } = await postJson<{ accessToken: string }>(page, '/api/admin/Auth/login', account);
  await page.addInitScript((token) => {
    // Once per tab: a later sign-out or 401 must not be undone by the next page load.
    if (window.sessionStorage.getItem('e2e-admin-seeded')) return;
    window.localStorage.setItem('access_token_admin', token);
    window.sessionStorage.setItem('e2e-admin-seeded', '1');
  }, accessToken);
  return accessToken;
}

/** Signs a learner in through the API (Auth/loginPhysics) and stores its tokens. */
export async function signInLearnerByApi(page: Page, account: { email: string; password: string } = DEMO.learner): Promise<string> {
  const { accessToken, refreshToken, refreshTokenExpiresAt } = await postJson<{ accessToken: string; refreshToken: string; refreshTokenExpiresAt: number }>(page, '/api/learner/Auth/loginPhysics', account);
  await page.addInitScript(([token, refresh, expiresAt]) => {
    if (window.sessionStorage.getItem('e2e-learner-seeded')) return;
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('refresh_token', refresh);
    window.localStorage.setItem('refresh_token_expires_at', expiresAt);
    window.sessionStorage.setItem('e2e-learner-seeded', '1');
  }, [accessToken, refreshToken, String(refreshTokenExpiresAt)] as const);
  return accessToken;
}

/** A fresh address on the test domain. */
export const uniqueEmail = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** A confirmed learner made through the API (registration.spec.ts tests the form). Returns the address. */
export async function createConfirmedLearner(page: Page, password: string, what = 'learner'): Promise<string> {
  const email = uniqueEmail(what);
  const since = Date.now();
  const created = await page.request.post('/api/learner/Auth/registerUser', { data: { fullName: 'Reset Tester', email, password } });
  expect(created.status()).toBe(201);
  const token = linkIn(await latestMail({ to: email, subject: /Confirm/, since }), '/auth/verify').searchParams.get('token');
  expect((await page.request.post('/api/learner/Auth/verifyEmail', { data: { token } })).status()).toBe(200);
  return email;
}

