import puppeteer from 'puppeteer-core';
import { chromePath } from '../src/lighthouse';
import { createSessions, sessionCookies } from '../src/web-pages';
const base = 'http://127.0.0.1:3400';
const s = createSessions(base);
const storage = await s.storage('learner');
const screens = [
  { kind: 'OnlineIeltsTest', list: 'getOnlineIeltsTest?skill=listening&pageSize=100', start: 'startOnlineIeltsTest', path: '/page/onlinetest/ielttest/listening/cambridge/dofulltest' },
  { kind: 'OnlineToeicTest', list: 'getOnlineToeicTest?skill=reading&pageSize=100', start: 'startOnlineToeicTest', path: '/page/onlinetest/testtoeic/reading/ets/test/dofulltest' },
  { kind: 'OnlineToeicTest', list: 'getOnlineToeicTest?skill=listening&pageSize=100', start: 'startOnlineToeicTest', path: '/page/onlinetest/testtoeic/listening/ets/test/dofulltest' },
  { kind: 'OnlineGrammarTest', list: 'getOnlineGrammarTest?pageSize=100', start: 'startOnlineGrammarTest', path: '/page/onlinetest/testgrammar/test/dofulltest' },
];
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox'] });
for (const [i, sc] of screens.entries()) {
  const list = await s.learner<any>('GET', `${sc.kind}/${sc.list}`).catch((e) => { console.log('list failed', String(e).slice(0, 200)); return []; });
  const items = Array.isArray(list) ? list : list.items ?? list.data ?? [];
  if (!items.length) { console.log(sc.path, 'no tests', JSON.stringify(list).slice(0, 200)); continue; }
  const started = await s.learner<any>('POST', `${sc.kind}/${sc.start}`, { testId: items[0].id, mode: 'full' }).catch((e) => ({ error: String(e).slice(0, 200) }));
  const id = started.attempt?.id ?? started.id;
  if (!id) { console.log(sc.path, 'start failed', JSON.stringify(started).slice(0, 300)); continue; }
  const html = await (await fetch(`${base}${sc.path}?attemptId=${id}`, { headers: { cookie: sessionCookies(storage)[0]!.split(';')[0]! } })).text();
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 800 });
  const errors: string[] = [];
  tab.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('Failed to load')) errors.push(m.text().slice(0, 200)); });
  tab.on('pageerror', (e) => errors.push(String(e).slice(0, 200)));
  await tab.goto(base + '/api/health');
  await tab.evaluate((e, c) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v as string); for (const x of c) document.cookie = x; }, storage, sessionCookies(storage));
  await tab.goto(`${base}${sc.path}?attemptId=${id}`, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 2000));
  await tab.screenshot({ path: `/tmp/kind-${i}.png` });
  console.log(sc.path, 'ssr', html.includes('data-testid="exam-screen"'), 'errors', errors);
  await tab.close();
}
await browser.close();
