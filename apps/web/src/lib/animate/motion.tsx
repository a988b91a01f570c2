'use client';

import { LazyMotion, m, type HTMLMotionProps } from 'motion/react';
import type { ReactNode } from 'react';
import { varContainer } from './variants';

/** motion's DOM animation features, in their own chunk: no page needs them for its first paint. */
const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Loads motion's DOM animation features once for the app, after the first load, so components use
 * the light `m.*` elements (`import { m } from 'motion/react'`) instead of the full `motion.*` bundle.
 */
export function MotionLazy({ children }: { children: ReactNode }) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>;
}

interface MotionContainerProps extends HTMLMotionProps<'div'> {
  /** Play the enter animation (true) or the exit one (false). */
  animate?: boolean;
}

/** Staggers the `varFade`/`varSlide` children inside it. */
export function MotionContainer({ animate = true, children, ...other }: MotionContainerProps) {
  return (
    <m.div variants={varContainer()} initial="initial" animate={animate ? 'animate' : 'exit'} exit="exit" {...other}>
      {children}
    </m.div>
  );
}
