import puppeteer from 'puppeteer-core';
import { chromePath } from '../src/lighthouse';
import { createSessions, pageFor, sessionCookies } from '../src/web-pages';
const base = 'http://127.0.0.1:3400';
const page = pageFor('test-screen');
const sessions = createSessions(base);
const [address, storage] = await Promise.all([page.prepare(sessions), sessions.storage(page.auth)]);
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox'] });
for (const mode of ['light', 'dark']) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 800, deviceScaleFactor: 2 });
  await tab.goto(base + '/api/health');
  await tab.evaluate((e, c) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v as string); for (const x of c) document.cookie = x; }, storage, [...sessionCookies(storage), `settings-mode=${mode}; Path=/`]);
  await tab.goto(base + address, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 1500));
  await tab.click('input[data-question-number="1"][value="false"]');
  await tab.click('input[data-question-number="2"][value="true"]');
  await tab.focus('input[data-question-number="2"][value="true"]');
  await tab.keyboard.press('ArrowRight');
  await tab.hover('input[data-question-number="3"][value="not-given"]');
  await new Promise((r) => setTimeout(r, 400));
  await tab.screenshot({ path: `/tmp/states-${mode}.png`, clip: { x: 660, y: 150, width: 620, height: 300 } });
  console.log(mode, await tab.evaluate(() => [...document.querySelectorAll('input[data-question-number="2"]')].map((i) => (i as HTMLInputElement).checked)));
  await tab.close();
}
await browser.close();
