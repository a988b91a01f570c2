'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Open-on-hover (with a short grace period to reach the panel), toggle-on-click and close-on-Escape
 * for the dropdowns of the mini and horizontal navs (following a link in the panel closes it).
 */
export function useHoverMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setAnchor(null);
  }, []);
  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setAnchor(null), 120);
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const triggerProps = {
    onMouseEnter: (event: { currentTarget: HTMLElement }) => {
      cancelClose();
      setAnchor(event.currentTarget);
    },
    onMouseLeave: scheduleClose,
    onClick: (event: { currentTarget: HTMLElement }) => setAnchor((current) => (current ? null : event.currentTarget)),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    },
  };
  const panelProps = {
    onMouseEnter: cancelClose,
    onMouseLeave: scheduleClose,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        anchor?.focus();
        close();
      }
    },
  };
  return { anchor, open: Boolean(anchor), close, triggerProps, panelProps };
}
