import type { Transition } from 'motion/react';

/** SPEC.md section 9: animations enter in 0.64 s, leave in 0.48 s, and travel 120 px. */
export const DURATION_IN = 0.64;
export const DURATION_OUT = 0.48;
export const DISTANCE = 120;
/** SPEC.md section 9: a lazy screen shows its spinner only after 200 ms (fast loads show nothing). */
export const LAZY_DELAY_MS = 200;

/** A soft "ease out" used by every enter/exit. */
export const EASE = [0.43, 0.13, 0.23, 0.96] as const;

export function transitionIn(options?: Transition): Transition {
  return { duration: DURATION_IN, ease: [...EASE], ...options };
}

export function transitionOut(options?: Transition): Transition {
  return { duration: DURATION_OUT, ease: [...EASE], ...options };
}
