// The flags of the Chromium that `npm run bench:web` audits in (lighthouse.ts).
import { Launcher } from 'chrome-launcher';

/** Headless, no sandbox (root), no GPU, and no background work of the browser's own during the audit. */
const ownFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * chrome-launcher's default flags as they are, but for one feature it turns off: RenderDocument (a
 * new renderer-side frame for each navigation, on in Chromium for its users). Without it the audited
 * page's frames were drawn at 200-300 ms and presented only at about 1,300 ms in roughly one audit in
 * three (trace of 2026-11-26: the renderer's compositor submitted its frames from 253 ms, their
 * presentation and the first contentful paint came at 1,315 ms, after a second of nothing), and
 * Lighthouse then charged every script of the first load to the largest paint. chrome-launcher added
 * it in 1.2.1 for automation tools' own tests, and puppeteer has since dropped it: the audit measures
 * the browser as learners run it.
 */
export function auditChromeFlags(defaults: readonly string[] = Launcher.defaultFlags()): string[] {
  const launcherFlags = defaults.map((flag) => {
    if (!flag.startsWith('--disable-features=')) return flag;
    const features = flag.slice('--disable-features='.length).split(',').filter((feature) => feature && feature !== 'RenderDocument');
    return features.length ? `--disable-features=${features.join(',')}` : '';
  });
  return [...launcherFlags.filter(Boolean), ...ownFlags.filter((flag) => !launcherFlags.includes(flag))];
}
