import puppeteer from 'puppeteer-core';
import { chromePath } from '../src/lighthouse';
import { createSessions, pageFor, sessionCookies } from '../src/web-pages';
const base = 'http://127.0.0.1:3400';
const page = pageFor(process.argv[2]!);
const minMs = Number(process.argv[3] ?? 12);
const sessions = createSessions(base);
const [address, storage] = await Promise.all([page.prepare(sessions), sessions.storage(page.auth)]);
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const tab = await browser.newPage();
await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
if (Object.keys(storage).length) { await tab.goto(base + '/api/health'); await tab.evaluate((e, c) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v as string); for (const x of c) document.cookie = x; }, storage, sessionCookies(storage)); }

await tab.evaluateOnNewDocument(`(function(){
  var log = window.__commits = [];
  function describe(f){ var n=f; while(n && typeof n.type!=='string') n=n.child; if(!n) return '?'; var el=n.stateNode;
    return n.type+(el&&el.id?'#'+el.id:'')+(el&&el.getAttribute&&el.getAttribute('data-testid')?'['+el.getAttribute('data-testid')+']':'')+(el&&typeof el.className==='string'?'.'+el.className.split(' ').filter(function(c){return c.indexOf('css-')!==0}).slice(0,2).join('.'):''); }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber:true, renderers:new Map(), isDisabled:false,
    inject:function(){return 1}, onScheduleFiberRoot:function(){}, onCommitFiberUnmount:function(){}, onPostCommitFiberRoot:function(){ log.push({t:Math.round(performance.now()), priority:'post', count:0, tops:[]}); }, setStrictMode:function(){}, checkDCE:function(){},
    onCommitFiberRoot:function(id, root, priority){ try { var t=performance.now(); var count=0, tops=[];
      function walk(f, pr, depth){ depth=depth||0; while(f){ var r=(f.flags&1)===1 && typeof f.type==='function'; if(r){count++; if(!pr && tops.length<4) tops.push('d'+depth+':'+Object.keys(f.memoizedProps||{}).join('/')+'~'+(f.memoizedState&&f.alternate&&f.memoizedState!==f.alternate.memoizedState?'S':'')+'>'+describe(f));} if(!(f.alternate && f.child===f.alternate.child)) walk(f.child, pr||r, depth+1); f=f.sibling; } }
      walk(root.current.child,false); log.push({t:Math.round(t), priority:priority, count:count, tops:tops}); } catch(e){ log.push({t:0, priority:String(e), count:0, tops:[]}); } } };
})();`);
await tab.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await tab.goto(base + address, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 3000));
const buf = await tab.tracing.stop();
const commits = await tab.evaluate(() => (window as any).__commits);console.log('injected', await tab.evaluate(() => (window as any).__injected), commits?.length);
for (const c of commits) console.log('commit', c.t, 'prio', c.priority, 'fibers', c.count, c.tops.join(' , '));
await browser.close();
const events = JSON.parse(Buffer.from(buf!).toString()).traceEvents as any[];
const threadNames = new Map<string, string>();
for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
const counts = new Map<string, number>();
for (const e of events) { const k = `${e.pid}:${e.tid}`; if (threadNames.get(k) === 'CrRendererMain' && e.ph === 'X') counts.set(k, (counts.get(k) ?? 0) + (e.dur ?? 0)); }
const mainKey = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
const main = events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const navs = events.filter((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === mainKey).map((e) => e.ts).sort((a, b) => a - b);
const nav = navs[navs.length - 1] ?? main[0].ts;
const marks = events.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name)).map((e) => `${e.name}@${((e.ts - nav) / 1000).toFixed(0)}`);
console.log(marks.join(' '));
const tasks = main.filter((e) => ['RunTask','ThreadControllerImpl::RunTask'].includes(e.name) && e.dur / 1000 >= minMs);
let total = 0;
for (const t of tasks) {
  const end = t.ts + t.dur;
  const kids = main.filter((e) => e.ts >= t.ts && e.ts < end && e !== t && e.dur > 1000 && ['EvaluateScript', 'FunctionCall', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'v8.evaluateModule', 'FireAnimationFrame', 'Paint', 'XHRReadyStateChange', 'ResourceReceivedData'].includes(e.name));
  const desc = kids.slice(0, 6).map((k) => `${k.name}${k.args?.data?.url ? ':' + String(k.args.data.url).split('/').pop() : ''}${k.args?.data?.functionName ? '(' + k.args.data.functionName + ')' : ''} ${(k.dur / 1000).toFixed(1)}`).join(' | ');
  total += Math.max(0, t.dur / 1000 * 4 - 50);
  console.log(`${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ${(t.dur / 1000).toFixed(1).padStart(6)}ms  ${desc}`);
}
console.log('x4 TBT-ish over all tasks', total.toFixed(0));
const byName = new Map<string, number>();
for (const e of main) if (e.dur > 10000) byName.set(e.name, (byName.get(e.name) ?? 0) + 1);
console.log([...byName].sort((a, b) => b[1] - a[1]).slice(0, 20));
const urls = new Map<string, string>();
for (const e of events) if (e.name === 'ResourceSendRequest') urls.set(e.args.data.requestId, e.args.data.url);
for (const e of events) if (e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse') { const u = urls.get(e.args.data.requestId) ?? ''; if (/\/api\/|\.json/.test(u)) console.log(e.name, ((e.ts - nav) / 1000).toFixed(0), u.replace(base, '').slice(0, 90)); }
