import type { Transition, Variants } from 'motion/react';
import { DISTANCE, transitionIn, transitionOut } from './config';

export type AnimateDirection = 'in' | 'inUp' | 'inDown' | 'inLeft' | 'inRight';

export interface VariantOptions {
  /** Pixels travelled (default 120). */
  distance?: number;
  transitionIn?: Transition;
  transitionOut?: Transition;
}

/** Where an element starts for each direction ("inUp" rises from below). */
function offset(direction: AnimateDirection, distance: number): { x?: number; y?: number } {
  switch (direction) {
    case 'inUp':
      return { y: distance };
    case 'inDown':
      return { y: -distance };
    case 'inLeft':
      return { x: -distance };
    case 'inRight':
      return { x: distance };
    default:
      return {};
  }
}

function reset(direction: AnimateDirection): { x?: number; y?: number } {
  return direction === 'inUp' || direction === 'inDown' ? { y: 0 } : direction === 'in' ? {} : { x: 0 };
}

/**
 * Fade variants (`initial` / `animate` / `exit`): `<m.div variants={varFade('inUp')} />` under a
 * MotionContainer, or with `initial="initial" animate="animate" exit="exit"`.
 */
export function varFade(direction: AnimateDirection = 'in', options: VariantOptions = {}): Variants {
  const distance = options.distance ?? DISTANCE;
  return {
    initial: { opacity: 0, ...offset(direction, distance) },
    animate: { opacity: 1, ...reset(direction), transition: transitionIn(options.transitionIn) },
    exit: { opacity: 0, ...offset(direction, distance), transition: transitionOut(options.transitionOut) },
  };
}

/** Slide variants: the same movements without the fade (drawers, panels). */
export function varSlide(direction: Exclude<AnimateDirection, 'in'> = 'inUp', options: VariantOptions = {}): Variants {
  const distance = options.distance ?? DISTANCE;
  return {
    initial: offset(direction, distance),
    animate: { ...reset(direction), transition: transitionIn(options.transitionIn) },
    exit: { ...offset(direction, distance), transition: transitionOut(options.transitionOut) },
  };
}

/** A container whose children animate one after another. */
export function varContainer({ staggerIn = 0.05, delayIn = 0.05, staggerOut = 0.05 } = {}): Variants {
  return {
    initial: {},
    animate: { transition: { staggerChildren: staggerIn, delayChildren: delayIn } },
    exit: { transition: { staggerChildren: staggerOut, staggerDirection: -1 } },
  };
}
