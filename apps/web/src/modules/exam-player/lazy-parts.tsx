'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

// The exam screen's parts that open on demand (dialogs, the notes drawer, the time warning, the
// passage's popups) are
// chunks of their own: with MUI's Dialog, Modal, Drawer, Snackbar and their transitions they weigh
// on the screen's first load, which the learner waits for with the clock already running.
export const LazySubmitDialog = dynamic(() => import('./submit-dialog').then((module) => module.SubmitDialog), { ssr: false });
export const LazyExamClosedDialog = dynamic(() => import('./exam-closed-dialog').then((module) => module.ExamClosedDialog), { ssr: false });
export const LazyNotesDrawer = dynamic(() => import('./notes-drawer').then((module) => module.NotesDrawer), { ssr: false });
export const LazyNoteDialog = dynamic(() => import('./note-dialog').then((module) => module.NoteDialog), { ssr: false });
export const LazyTimeWarning = dynamic(() => import('./time-warning').then((module) => module.TimeWarning), { ssr: false });
export const LazySelectionToolbar = dynamic(() => import('./passage-popups').then((module) => module.SelectionToolbar), { ssr: false });
export const LazyMarkMenu = dynamic(() => import('./passage-popups').then((module) => module.MarkMenu), { ssr: false });

/**
 * Fetches those chunks once the screen is idle after its first render, so that they open at once,
 * and still open when the network is lost later in the test (the time-up dialog above all).
 */
export function usePreloadedParts(): void {
  useEffect(() => {
    const preload = () => {
      for (const load of [
        () => import('./submit-dialog'),
        () => import('./exam-closed-dialog'),
        () => import('./notes-drawer'),
        () => import('./note-dialog'),
        () => import('./time-warning'),
        () => import('./passage-popups'),
      ])
        load().catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

/** True from the first time `value` is true on: a lazy part mounts when first wanted and stays, so it can animate closed. */
export function useOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}
