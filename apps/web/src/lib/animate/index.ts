export { DURATION_IN, DURATION_OUT, DISTANCE, LAZY_DELAY_MS, EASE, transitionIn, transitionOut } from './config';
export { varFade, varSlide, varContainer } from './variants';
export type { AnimateDirection, VariantOptions } from './variants';
export { MotionLazy, MotionContainer } from './motion';
export { lazyLoad, DelayedFallback } from '../lazy-load';
