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
await tab.evaluate((e, c) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v as string); for (const x of c) document.cookie = x; }, storage, process.env.NO_COOKIE ? [] : sessionCookies(storage));
await tab.evaluateOnNewDocument(`(function(){
  var log = window.__log = [];
  new PerformanceObserver(function(list){ list.getEntries().forEach(function(e){ log.push({t:Math.round(e.startTime), what:e.entryType+' '+Math.round(e.duration)+(e.name && e.entryType!=='longtask'?' '+e.name:'')}); }); }).observe({type:'longtask', buffered:true});
  new PerformanceObserver(function(list){ list.getEntries().forEach(function(e){ log.push({t:Math.round(e.startTime), what:e.name}); }); }).observe({type:'paint', buffered:true});
  new PerformanceObserver(function(list){ list.getEntries().forEach(function(e){ log.push({t:Math.round(e.startTime), what:'LCP '+(e.element&&e.element.tagName)}); }); }).observe({type:'largest-contentful-paint', buffered:true});
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber:true, renderers:new Map(), isDisabled:false, inject:function(){return 1}, onScheduleFiberRoot:function(){}, onCommitFiberUnmount:function(){}, setStrictMode:function(){}, checkDCE:function(){},
    onCommitFiberRoot:function(id, root){ var n=0; (function walk(f){ while(f){ if((f.flags&1)===1 && typeof f.type==='function') n++; if(!(f.alternate && f.child===f.alternate.child)) walk(f.child); f=f.sibling; } })(root.current.child); log.push({t:Math.round(performance.now()), what:'commit '+n}); },
    onPostCommitFiberRoot:function(){ log.push({t:Math.round(performance.now()), what:'post-commit'}); } };
  var origFetch = window.fetch; window.fetch = function(u){ var url=String(u&&u.url||u); var p=origFetch.apply(this, arguments); if(url.indexOf('/api/')>=0){ log.push({t:Math.round(performance.now()), what:'fetch> '+url.split('/api/')[1].slice(0,40)}); p.then(function(){ log.push({t:Math.round(performance.now()), what:'fetch< '+url.split('/api/')[1].slice(0,40)}); }); } return p; };
})();`);
const cdp = await tab.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.argv[3] ?? 4) });
await tab.goto(base + address, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 6000));
const log = await tab.evaluate(() => (window as any).__log as { t: number; what: string }[]);
log.sort((a, b) => a.t - b.t);
let tbt = 0;
for (const e of log) { if (e.what.startsWith('longtask')) tbt += Math.max(0, Number(e.what.split(' ')[1]) - 50); if (!e.what.startsWith('post-commit')) console.log(String(e.t).padStart(6), e.what); }
console.log('TBT (all long tasks)', tbt);
await browser.close();
