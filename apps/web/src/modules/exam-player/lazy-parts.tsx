'use client';

import dynamic from 'next/dynamic';
import { usePreloadWhenIdle } from '@web/lib/lazy-mount';

// The exam screen's parts that open on demand (dialogs, the notes drawer, the time warning, the
// passage's popups, the display options; the listening player's audio controls, which only
// listening tests draw) are chunks of their own: with MUI's Dialog, Modal, Drawer, Snackbar, Popper and
// their transitions they weigh on the screen's first load, which the learner waits for with the
// clock already running.
const load = {
  submitDialog: () => import('./submit-dialog'),
  closedDialog: () => import('./exam-closed-dialog'),
  notesDrawer: () => import('./notes-drawer'),
  noteDialog: () => import('./note-dialog'),
  timeWarning: () => import('./time-warning'),
  passagePopups: () => import('./passage-popups'),
  displayOptions: () => import('./display-options-popover'),
};

export const LazySubmitDialog = dynamic(() => load.submitDialog().then((module) => module.SubmitDialog), { ssr: false });
export const LazyExamClosedDialog = dynamic(() => load.closedDialog().then((module) => module.ExamClosedDialog), { ssr: false });
export const LazyNotesDrawer = dynamic(() => load.notesDrawer().then((module) => module.NotesDrawer), { ssr: false });
export const LazyNoteDialog = dynamic(() => load.noteDialog().then((module) => module.NoteDialog), { ssr: false });
export const LazyTimeWarning = dynamic(() => load.timeWarning().then((module) => module.TimeWarning), { ssr: false });
export const LazySelectionToolbar = dynamic(() => load.passagePopups().then((module) => module.SelectionToolbar), { ssr: false });
export const LazyMarkMenu = dynamic(() => load.passagePopups().then((module) => module.MarkMenu), { ssr: false });

export const LazyDisplayOptionsPopover = dynamic(() => load.displayOptions().then((module) => module.DisplayOptionsPopover), { ssr: false });

/**
 * The recording's player (MUI's Slider and LinearProgress among its code): drawn by the server too,
 * its chunk loaded only by the screens that have a recording, not by reading tests.
 */
export const LazyListeningAudio = dynamic(() => import('./listening-audio').then((module) => module.ListeningAudio));

const LOADERS = Object.values(load);

/**
 * Fetches those chunks once the screen is idle after its first render, so that they open at once,
 * and still open when the network is lost later in the test (the time-up dialog above all).
 */
export function usePreloadedParts(): void {
  usePreloadWhenIdle(LOADERS, 3000);
}
