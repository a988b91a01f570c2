// How `npm run bench:web` slows the audited load down to a phone's (or a desktop's) network and CPU.
//
// Lighthouse's default, `simulate`, loads the page at full speed and estimates the metrics from that
// load's dependency graph ("Lantern"). Against a server on loopback that estimate depends on the race
// between the first frame and the scripts' downloads, which no real phone runs: every script that has
// arrived before the largest paint is counted as needed for it, at slow-4G speed. Measured on
// 2026-11-26 with the same build of the learner home: Next gzipping each script on every request
// scored 89-100 (LCP 1.1-1.6 s), the same scripts sent precompressed, faster, scored 86-94 (LCP
// 2.3-2.8 s); a faster server made the page "slower". `devtools` (Lighthouse's "applied throttling")
// slows the load itself down in the browser, with Lighthouse's own presets adjusted for throttling
// per request (its DEVTOOLS_RTT_ADJUSTMENT_FACTOR and _THROUGHPUT_ factor), and reports what the
// slowed load did: the scripts really arrive after the first frame, as on a phone.

export type ThrottlingMethod = 'devtools' | 'simulate';
export const THROTTLING_METHODS: readonly ThrottlingMethod[] = ['devtools', 'simulate'];

/** Lighthouse's throttling settings (a subset of its `ThrottlingSettings`). */
export interface ThrottlingSettings {
  rttMs: number;
  throughputKbps: number;
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
}

/** Lighthouse's factors for request-level throttling (lantern/simulation/Constants.js). */
const RTT_FACTOR = 3.75;
const THROUGHPUT_FACTOR = 0.9;

/** Slow 4G and a phone's CPU: Lighthouse's mobile preset (`mobileSlow4G`), as it is. */
export const MOBILE: ThrottlingSettings = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * RTT_FACTOR,
  downloadThroughputKbps: 1.6 * 1024 * THROUGHPUT_FACTOR,
  uploadThroughputKbps: 750 * THROUGHPUT_FACTOR,
  cpuSlowdownMultiplier: 4,
};

/**
 * Lighthouse's desktop preset (`desktopDense4G`: 40 ms, 10 Mbps, full CPU), with the request-level
 * values it leaves unset (it never applies it in the browser) filled in by the same factors.
 */
export const DESKTOP: ThrottlingSettings = {
  rttMs: 40,
  throughputKbps: 10 * 1024,
  requestLatencyMs: 40 * RTT_FACTOR,
  downloadThroughputKbps: 10 * 1024 * THROUGHPUT_FACTOR,
  uploadThroughputKbps: 10 * 1024 * THROUGHPUT_FACTOR,
  cpuSlowdownMultiplier: 1,
};

/** The Lighthouse flags for a form factor and method (flags override the config's settings). */
export function throttlingFlags(formFactor: 'desktop' | 'mobile', method: ThrottlingMethod): { throttlingMethod: ThrottlingMethod; throttling: ThrottlingSettings } {
  return { throttlingMethod: method, throttling: formFactor === 'desktop' ? DESKTOP : MOBILE };
}

/** The words for a report: how the audited loads were slowed down. */
export function describeThrottling(method: ThrottlingMethod | undefined): string {
  // Runs recorded before the flag existed were all simulated.
  return (method ?? 'simulate') === 'devtools' ? 'applied throttling (the load slowed down in the browser: slow 4G and 4x CPU on mobile)' : 'simulated throttling (Lantern, from an unthrottled load on loopback)';
}
