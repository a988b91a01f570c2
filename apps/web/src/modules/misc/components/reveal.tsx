'use client';

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { DISTANCE } from '@web/lib/animate/config';
import classes from './reveal.module.css';

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

/** Whether the element has come (15 % of it) into view; true from the start when it need not wait. */
function useInView(ref: React.RefObject<HTMLDivElement | null>, isWaiting: boolean): boolean {
  const [isSeen, setIsSeen] = useState(!isWaiting);
  useEffect(() => {
    const element = ref.current;
    if (isSeen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isSeen]);
  return isSeen;
}

/**
 * Fades its children in (0.64 s), sliding them from one side (120 px by default). A CSS animation,
 * so it starts with the first paint of the server's HTML rather than after hydration. People who
 * ask their system for reduced motion get the fade only (reveal.module.css).
 */
export function Reveal({ children, direction = 'up', delay = 0, isInView = false, distance = DISTANCE, className, style }: RevealProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const isSeen = useInView(ref, isInView);
  const offset = getOffset({ direction, distance, isRtl: theme.direction === 'rtl' });
  const variables = { '--reveal-x': `${offset.x}px`, '--reveal-y': `${offset.y}px`, '--reveal-delay': `${delay}s` } as CSSProperties;

  return (
    <div ref={ref} className={[classes.reveal, isSeen ? '' : classes.waiting, className].filter(Boolean).join(' ')} style={{ ...variables, ...style }}>
      {children}
    </div>
  );
}
