import puppeteer from 'puppeteer-core';
import { chromePath } from '../src/lighthouse';
import { createSessions, pageFor, sessionCookies } from '../src/web-pages';
const base = 'http://127.0.0.1:3400';
const page = pageFor(process.argv[2]!);
const sessions = createSessions(base);
const [address, storage] = await Promise.all([page.prepare(sessions), sessions.storage(page.auth)]);
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox'] });
const tab = await browser.newPage();
await tab.setViewport({ width: 412, height: 823, isMobile: true });
await tab.goto(base + '/api/health');
await tab.evaluate((e, c) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v as string); for (const x of c) document.cookie = x; }, storage, sessionCookies(storage));
if (process.argv[3] === 'nojs') await tab.setJavaScriptEnabled(false);
await tab.goto(base + address, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 2000));
console.log(await tab.evaluate(() => {
  const all = document.querySelectorAll('*');
  const styles = document.querySelectorAll('style');
  let cssLen = 0; let rules = 0;
  for (const s of styles) { cssLen += s.textContent!.length; rules += (s.sheet?.cssRules.length ?? 0); }
  const times: number[] = [];
  for (let i = 0; i < 3; i++) { document.body.style.width = i % 2 ? '' : '411px'; const t = performance.now(); void document.body.offsetHeight; times.push(Math.round(performance.now() - t)); }
  document.body.style.width = '';
  const svgs = document.querySelectorAll('svg').length;
  return { nodes: all.length, styles: styles.length, cssLen, rules, svgs, layoutMs: times, inputs: document.querySelectorAll('input').length };
}));
await browser.close();
