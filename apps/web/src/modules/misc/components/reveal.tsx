'use client';

import type { CSSProperties, ReactNode } from 'react';
import { m, useReducedMotion } from 'motion/react';
import { useTheme } from '@mui/material/styles';
import { DISTANCE, transitionIn } from '@web/lib/animate/config';

export type RevealDirection = 'up' | 'down' | 'start' | 'end' | 'none';

type RevealProps = {
  children: ReactNode;
  /** Where the element comes from; `start` and `end` follow the reading direction. */
  direction?: RevealDirection;
  /** Seconds to wait before the element starts to move. */
  delay?: number;
  /** Animate when the element scrolls into view instead of when it mounts. */
  isInView?: boolean;
  /** How far it travels, in pixels; defaults to the product's distance. */
  distance?: number;
  className?: string;
  style?: CSSProperties;
};

/** Resolves a reading-direction-aware offset into x and y. */
function getOffset({ direction, distance, isRtl }: { direction: RevealDirection; distance: number; isRtl: boolean }) {
  const towardsEnd = isRtl ? -distance : distance;
  switch (direction) {
    case 'up':
      return { x: 0, y: distance };
    case 'down':
      return { x: 0, y: -distance };
    case 'start':
      return { x: -towardsEnd, y: 0 };
    case 'end':
      return { x: towardsEnd, y: 0 };
    default:
      return { x: 0, y: 0 };
  }
}

/**
 * Fades its children in (0.64 s), sliding them from one side (120 px by default). People who ask their system for reduced motion
 * get the fade only.
 */
export function Reveal({ children, direction = 'up', delay = 0, isInView = false, distance = DISTANCE, className, style }: RevealProps) {
  const theme = useTheme();
  const prefersReducedMotion = useReducedMotion();
  const offset = prefersReducedMotion ? { x: 0, y: 0 } : getOffset({ direction, distance, isRtl: theme.direction === 'rtl' });

  const hidden = { opacity: 0, ...offset };
  const shown = {
    opacity: 1,
    x: 0,
    y: 0,
    transition: transitionIn({ delay }),
  };

  if (isInView) {
    return (
      <m.div className={className} style={style} initial={hidden} whileInView={shown} viewport={{ once: true, amount: 0.15 }}>
        {children}
      </m.div>
    );
  }

  return (
    <m.div className={className} style={style} initial={hidden} animate={shown}>
      {children}
    </m.div>
  );
}
