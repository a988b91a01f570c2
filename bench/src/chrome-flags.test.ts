import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { auditChromeFlags } from './chrome-flags';

describe('auditChromeFlags', () => {
  it('keeps chrome-launcher’s defaults but RenderDocument, and adds the headless flags once', () => {
    const flags = auditChromeFlags();
    const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).not.toContain('RenderDocument');
    expect(disabled[0]).toContain('Translate');
    for (const flag of Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features='))) expect(flags).toContain(flag);
    expect(flags).toContain('--headless=new');
    expect(flags.filter((flag) => flag === '--disable-sync')).toHaveLength(1);
  });

  it('drops a --disable-features left empty', () => {
    expect(auditChromeFlags(['--disable-features=RenderDocument', '--mute-audio'])).toEqual(['--mute-audio', '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync']);
  });
});
