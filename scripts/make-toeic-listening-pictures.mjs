// Renders the demo TOEIC listening test's pictures (scripts/toeic-listening-pictures.mjs) to PNG
// with Playwright's Chromium, then shrinks them to 8-bit palettes with pngquant when it is installed.
//
//   apt-get install -y pngquant                  # optional, once
//   node scripts/make-toeic-listening-pictures.mjs
//
// The PNG files are committed in packages/db/src/seed/exam/toeic-listening/media; run this again after
// editing a drawing.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { graphics } from './toeic-listening-graphics.mjs';
import { photographs } from './toeic-listening-pictures.mjs';

const mediaDir = fileURLToPath(new URL('../packages/db/src/seed/exam/toeic-listening/media/', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
  for (const [file, markup] of Object.entries({ ...photographs, ...graphics })) {
    await page.setContent(`<!doctype html><html><body style="margin:0">${markup}</body></html>`);
    const out = path.join(mediaDir, file);
    await page.locator('body > *').first().screenshot({ path: out });
    try {
      execFileSync('pngquant', ['--force', '--quality', '60-90', '--ext', '.png', '--', out]);
    } catch {
      // pngquant missing (or the picture already small): keep the full-colour PNG.
    }
    console.info(`${file}: ${(statSync(out).size / 1024).toFixed(0)} KiB`);
  }
} finally {
  await browser.close();
}
