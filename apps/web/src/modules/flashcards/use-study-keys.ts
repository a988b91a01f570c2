'use client';

import { useEffect, useEffectEvent } from 'react';

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
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
    if (event.key === ' ' || event.key === 'Enter') {
      // A focused button answers Enter (and space) itself.
      if (event.target instanceof HTMLButtonElement && event.target.closest('[data-testid="study-mode"]')) return;
      event.preventDefault();
      if (!isTurned) onTurn();
      return;
    }
    if (isTurned && /^[1-4]$/.test(event.key)) {
      event.preventDefault();
      onRate(Number(event.key) as RatingKey);
    }
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
