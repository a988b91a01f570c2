import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminProfileUrl, earlyAdminScript, takeEarlyAdmin } from './early-admin';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Runs the dashboard's inline script with `token` stored; the fetches it made and what it left. */
function runScript(token: string | null) {
  const fetch = vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ id: 5, username: 'admin' }) }));
  const window: Record<string, unknown> = {};
  runInNewContext(earlyAdminScript('/api/admin'), { window, localStorage: { getItem: (key: string) => (key === 'access_token_admin' ? token : null) }, fetch, atob, Date, Number, JSON });
  return { fetch, window };
}

describe('the early admin profile fetch', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window;
  });

  it('fetches the profile of the admin the stored token names, with that token, and leaves it for the start-up check', async () => {
    const token = tokenFor({ nameid: '5', exp: inAnHour(), roles: ['Admin'] });
    const { fetch, window } = runScript(token);
    expect(fetch).toHaveBeenCalledWith('/api/admin/User/getOne/5', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    expect(window.__lexamEarlyAdmin).toMatchObject({ url: adminProfileUrl('/api/admin', 5), token });
    expect(await (window.__lexamEarlyAdmin as { result: Promise<unknown> }).result).toEqual({ id: 5, username: 'admin' });
  });

  it('fetches nothing without a token, with an expired one, one without an id, or text that is not a token', () => {
    expect(runScript(null).fetch).not.toHaveBeenCalled();
    expect(runScript(tokenFor({ nameid: '5', exp: Math.floor(Date.now() / 1000) - 10 })).fetch).not.toHaveBeenCalled();
    expect(runScript(tokenFor({ exp: inAnHour() })).fetch).not.toHaveBeenCalled();
    expect(runScript(tokenFor({ nameid: '5.5', exp: inAnHour() })).fetch).not.toHaveBeenCalled();
    expect(runScript('not-a-token').fetch).not.toHaveBeenCalled();
    expect(runScript('a.%%%.b').fetch).not.toHaveBeenCalled();
  });

  it('takes what its script left, under the script’s name', async () => {
    const url = adminProfileUrl('/api/admin', 5);
    (globalThis as Record<string, unknown>).window = { __lexamEarlyAdmin: { url, token: 'token-a', result: Promise.resolve({ id: 5 }) } };
    expect(await takeEarlyAdmin(url, 'token-a')).toEqual({ id: 5 });
  });
});
