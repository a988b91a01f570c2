'use client';

import { useEffect, useRef } from 'react';

export type RatingKey = 1 | 2 | 3 | 4;

/** Whether a key press was meant for a field, a button or a menu rather than the card. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"],[role="menu"],[role="listbox"]') !== null;
}

/**
 * Anki's keys on the study card: space (or Enter) turns the card; once turned, 1–4 answer Again,
 * Hard, Good, Easy. Keys typed into a field or a dialog are left alone.
 */
export function useStudyKeys({ enabled, isTurned, onTurn, onRate }: { enabled: boolean; isTurned: boolean; onTurn: () => void; onRate: (rating: RatingKey) => void }) {
  const latest = useRef({ isTurned, onTurn, onRate });
  latest.current = { isTurned, onTurn, onRate };
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const current = latest.current;
      if (event.key === ' ' || event.key === 'Enter') {
        // A focused button answers Enter itself.
        if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        if (!current.isTurned) current.onTurn();
        return;
      }
      if (current.isTurned && /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        current.onRate(Number(event.key) as RatingKey);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
