'use client';

import { startTransition, useEffect, useState } from 'react';
import { readLocalStorage } from '@web/lib/api/http-client';
import { parsePosition, positionStorageKey, serializePosition, type ExamPane } from './exam-position';
import type { QuestionSlot } from './question-index';

/**
 * The open part, the current question and (on a phone) the pane shown, kept per attempt so that a
 * reload comes back to them. The server renders the first part; the stored place is read once after
 * hydration, before the first write, and `onRestore` then brings its question into view.
 */
export function useExamPosition({ attemptKey, slots, sectionCount, onRestore }: { attemptKey: string; slots: readonly QuestionSlot[]; sectionCount: number; onRestore: (number: number) => void }) {
  const [sectionIndex, setSectionIndex] = useState(0);
  const [current, setCurrent] = useState<number | null>(null);
  const [pane, setPane] = useState<ExamPane>('passage');
  const key = positionStorageKey(attemptKey);

  useEffect(() => {
    const position = parsePosition(readLocalStorage(key), slots, sectionCount);
    if (!position) return;
    startTransition(() => {
      setSectionIndex(position.sectionIndex);
      setCurrent(position.current);
      setPane(position.pane);
      if (position.current !== null) onRestore(position.current);
    });
    // Once per screen: later moves are the learner's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    try {
      window.localStorage.setItem(key, serializePosition({ sectionIndex, current, pane }));
    } catch {
      // Storage blocked: a reload starts at the first part, as before.
    }
  }, [key, sectionIndex, current, pane]);

  return { sectionIndex, setSectionIndex, current, setCurrent, pane, setPane };
}
