import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3399';
const post = async (url: string, body: object) => (await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as any;
const admin = await post('/api/admin/Auth/login', { username: 'admin', password: 'Admin@123' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = (process.env.SHOTS ?? '').split(',');
for (const spec of shots) {
  const [name, path, opts = ''] = spec.split('|');
  const ctx = await browser.newContext({ viewport: opts.includes('narrow') ? { width: 390, height: 844 } : { width: 1366, height: 900 } });
  const cookies = [];
  if (opts.includes('dark')) cookies.push({ name: 'settings-mode', value: 'dark', url: base });
  if (opts.includes('ar')) cookies.push({ name: 'i18nextLng', value: 'ar', url: base });
  await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  if (opts.includes('admin')) await page.addInitScript((t) => localStorage.setItem('access_token_admin', t), admin.accessToken);
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: opts.includes('full') });
  await ctx.close();
}
await browser.close();
