import { test as base, type APIRequestContext } from '@playwright/test';
import { expect, test, watchPageProblems } from './fixtures';
import { DEMO } from './support/auth';

// Every page carries a strict Content-Security-Policy with a fresh nonce (apps/api/src/page-security.ts)
// and every inline script of the served HTML carries that nonce; the browser tests run under it, and
// the fixture fails a test on any violation.

async function learnerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/learner/Auth/loginPhysics', { data: DEMO.learner });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The nonce of a policy's script-src. */
function nonceOf(policy: string): string {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce!;
}

/** The opening tags of the HTML's scripts: those without a src are inline. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

test('pages carry the policy with a fresh nonce, which every inline script of theirs carries', async ({ request }) => {
  const cookie = `lexam_learner=${await learnerToken(request)}`;
  const pages: { path: string; headers?: Record<string, string>; status?: number }[] = [
    { path: '/' },
    { path: '/auth/login' },
    { path: '/page/home', headers: { cookie } },
    { path: '/dashboard/home' },
    // The exam layout's early call (early-attempt.ts) is written only for a learner without the cookie.
    { path: '/page/onlinetest/ielttest/reading/cambridge/dofulltest?testId=1' },
    { path: '/no-such-page', status: 404 },
  ];
  const nonces = new Set<string>();
  for (const { path, headers, status = 200 } of pages) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(status);
    const policy = response.headers()['content-security-policy'] ?? '';
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy, path).toContain(directive);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc, path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    const nonce = nonceOf(policy);
    nonces.add(nonce);
    const html = await response.text();
    const inline = scriptTags(html).filter((tag) => !/\ssrc=/.test(tag));
    expect(inline.length, path).toBeGreaterThan(0);
    for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
    // The layouts' own inline scripts (early-admin.ts, early-attempt.ts), checked above with the rest.
    if (path.startsWith('/dashboard')) expect(html).toContain('__lexamEarlyAdmin');
    if (path.includes('/dofulltest')) expect(html).toContain('__lexamEarlyAttempt');
  }
  expect(nonces.size).toBe(pages.length);
});

test('the build assets are sent with nosniff', async ({ request }) => {
  const html = await (await request.get('/auth/login')).text();
  const src = /<script\b[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  expect(src).toMatch(/^\/_next\/static\//);
  const asset = await request.get(src!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test('a page works under its policy, with no violation (the fixture fails the test on one)', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('form')).toBeVisible();
});

// Without the fixture's check, so that the violation it must catch can be looked at.
base('an inline script without the nonce is refused, and the fixture catches it', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/auth/login');
  await expect(page.locator('form')).toBeVisible();
  expect(problems).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => problems.filter((problem) => problem.startsWith('CSP violation: script-src')).length).toBe(1);
  // Chromium's wording changes ("Refused to execute inline script…", "Executing inline script violates…").
  await expect.poll(() => problems.filter((problem) => /^console: .*inline script.*Content Security Policy/i.test(problem)), { message: problems.join('\n') }).toHaveLength(1);
});
