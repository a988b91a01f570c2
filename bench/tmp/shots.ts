import puppeteer from 'puppeteer-core';
import { chromePath } from '../src/lighthouse';
import { createSessions, pageFor, sessionCookies } from '../src/web-pages';
const base = 'http://127.0.0.1:3400';
const page = pageFor('test-screen');
const sessions = createSessions(base);
const [address, storage] = await Promise.all([page.prepare(sessions), sessions.storage(page.auth)]);
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox'] });
const variants = [
  { name: 'desktop-light', w: 1280, h: 800, cookies: [] as string[] },
  { name: 'desktop-dark', w: 1280, h: 800, cookies: ['settings-mode=dark'] },
  { name: 'narrow-ar', w: 390, h: 800, cookies: ['i18nextLng=ar', 'settings-direction=rtl'] },
  { name: 'desktop-ar-dark', w: 1280, h: 800, cookies: ['i18nextLng=ar', 'settings-direction=rtl', 'settings-mode=dark'] },
];
for (const v of variants) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: v.w, height: v.h });
  const errors: string[] = [];
  tab.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('Failed to load')) errors.push(m.text()); });
  await tab.goto(base + '/api/health');
  await tab.evaluate((e, c) => { for (const [k, val] of Object.entries(e)) localStorage.setItem(k, val as string); for (const x of c) document.cookie = x + '; Path=/'; }, storage, [...sessionCookies(storage).map((c) => c.replace(/; Path=\/page/, '')), ...v.cookies]);
  await tab.goto(base + address, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 1500));
  await tab.screenshot({ path: `/tmp/shot-${v.name}.png` });
  console.log(v.name, errors);
  await tab.close();
}
await browser.close();
