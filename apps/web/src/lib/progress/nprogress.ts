import type NProgressModule from 'nprogress';

type NProgress = typeof NProgressModule;

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
  // nprogress's own template marks its bar role="bar", not an ARIA role (axe: critical "aria-roles",
  // caught on a screen checked while a navigation's bar was up). The bar is decoration: hidden from
  // assistive technology, found by its class.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div><div class="spinner" aria-hidden="true"><div class="spinner-icon"></div></div>',
  barSelector: '.bar',
  spinnerSelector: '.spinner',
} as const;

let loading: Promise<NProgress> | undefined;

/**
 * nprogress is loaded when a bar is first needed (or when the browser is idle after the first
 * paint, see ProgressBar), not with every page: the first load has no navigation to show.
 */
export function loadProgress(): Promise<NProgress> {
  loading ??= import('nprogress').then((module) => {
    const nprogress: NProgress = module.default;
    nprogress.configure(PROGRESS_OPTIONS as Partial<NProgressModule.NProgressOptions>);
    return nprogress;
  });
  return loading;
}

// A navigation that never changes the URL (an error, a cancelled push) must not leave the bar up.
const SAFETY_MS = 15_000;
let safetyTimer: ReturnType<typeof setTimeout> | undefined;
let isRunning = false;

/** Starts the top bar (browser only). */
export function startProgress(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(safetyTimer);
  safetyTimer = setTimeout(doneProgress, SAFETY_MS);
  isRunning = true;
  // Still wanted once the module is there? (a fast navigation may already be done)
  void loadProgress().then((nprogress) => {
    if (isRunning) nprogress.start();
  });
}

/** Completes the top bar. */
export function doneProgress(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(safetyTimer);
  if (!isRunning) return;
  isRunning = false;
  void loadProgress().then((nprogress) => nprogress.done());
}
