'use client';

import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled more than `threshold` px. Unlike MUI's useScrollTrigger, which
 * reads the scroll position in the effect that runs right after hydration (forcing the browser to
 * recompute the whole page's style and layout inside that task: about 15 % of it, measured), the
 * readings wait for the next animation frame, whose own layout they then share; scroll events are
 * read at most once a frame.
 */
export function useScrolled(threshold: number): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return isScrolled;
}
