import NProgress from 'nprogress';

/**
 * SPEC.md section 9: minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms. nprogress 0.2 reads the
 * trickle increment from `trickleRate` (its typings omit it).
 */
export const PROGRESS_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleSpeed: 800,
  trickleRate: 0.02,
  easing: 'ease',
  showSpinner: false,
} as const;

let isConfigured = false;

function progress() {
  if (!isConfigured) {
    NProgress.configure(PROGRESS_OPTIONS as Partial<NProgress.NProgressOptions>);
    isConfigured = true;
  }
  return NProgress;
}

// A navigation that never changes the URL (an error, a cancelled push) must not leave the bar up.
const SAFETY_MS = 15_000;
let safetyTimer: ReturnType<typeof setTimeout> | undefined;

/** Starts the top bar (browser only). */
export function startProgress(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(safetyTimer);
  safetyTimer = setTimeout(() => progress().done(), SAFETY_MS);
  progress().start();
}

/** Completes the top bar. */
export function doneProgress(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(safetyTimer);
  progress().done();
}
