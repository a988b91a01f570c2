import { describe, expect, it } from 'vitest';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { DESKTOP, describeThrottling, MOBILE, throttlingFlags } from './throttling';

describe('throttlingFlags', () => {
  it('slows a phone down as Lighthouse’s own mobile preset does, for both methods', () => {
    expect(MOBILE).toEqual(expect.objectContaining(presets.mobileSlow4G));
    expect(throttlingFlags('mobile', 'devtools')).toEqual({ throttlingMethod: 'devtools', throttling: MOBILE });
    expect(throttlingFlags('mobile', 'simulate').throttlingMethod).toBe('simulate');
  });

  it('fills in the request-level values Lighthouse’s desktop preset leaves unset, so applied throttling slows the network too', () => {
    const preset = presets.desktopDense4G;
    expect(DESKTOP).toEqual(expect.objectContaining({ rttMs: preset.rttMs, throughputKbps: preset.throughputKbps, cpuSlowdownMultiplier: preset.cpuSlowdownMultiplier }));
    expect(preset.requestLatencyMs).toBe(0);
    expect(DESKTOP.requestLatencyMs).toBe(preset.rttMs * 3.75);
    expect(DESKTOP.downloadThroughputKbps).toBeCloseTo(preset.throughputKbps * 0.9);
    expect(throttlingFlags('desktop', 'devtools').throttling).toBe(DESKTOP);
  });

  it('names runs recorded before the choice existed as simulated', () => {
    expect(describeThrottling(undefined)).toMatch(/^simulated/);
    expect(describeThrottling('devtools')).toMatch(/^applied/);
  });
});
