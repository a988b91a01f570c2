'use client';

import { useCallback, useState } from 'react';
import { browserStorage } from '@web/modules/exam-player/use-answer-store';

const keyOf = (recordingId: number, segmentId: number) => `lexam.listening.typed.${recordingId}.${segmentId}`;

/** The text typed for a segment as this browser kept it; null when none is kept. */
export function readTypedDraft(recordingId: number, segmentId: number): string | null {
  try {
    return browserStorage()?.getItem(keyOf(recordingId, segmentId)) ?? null;
  } catch {
    return null;
  }
}

function writeTypedDraft(recordingId: number, segmentId: number, text: string) {
  try {
    const storage = browserStorage();
    if (text) storage?.setItem(keyOf(recordingId, segmentId), text);
    else storage?.removeItem(keyOf(recordingId, segmentId));
  } catch {
    // A full or blocked storage only loses the draft on reload.
  }
}

/**
 * The dictation's text of one segment, kept in the browser at every keystroke so that a reload never
 * loses it; before anything was typed in this browser, the last text checked on the server.
 */
export function useTypedDraft(recordingId: number, segmentId: number, lastChecked: string) {
  const [text, setText] = useState(() => readTypedDraft(recordingId, segmentId) ?? lastChecked);
  const change = useCallback(
    (next: string) => {
      setText(next);
      writeTypedDraft(recordingId, segmentId, next);
    },
    [recordingId, segmentId],
  );
  return [text, change] as const;
}
