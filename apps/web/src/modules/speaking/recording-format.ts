/**
 * The recorder's format: the first the browser can record, in this order. Opus in WebM (Chrome,
 * Edge, Firefox), Opus in Ogg (Firefox), AAC in MP4 (Safari). The server checks the bytes and stores
 * the recording as what it really is, whatever the browser says.
 */
export const RECORDING_FORMATS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg', 'audio/mp4'] as const;

/** The format to ask MediaRecorder for; '' lets the browser choose (none of ours is supported). */
export function pickRecordingFormat(isTypeSupported: ((type: string) => boolean) | undefined): string {
  if (!isTypeSupported) return '';
  return RECORDING_FORMATS.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  }) ?? '';
}

/** Whether a recorded blob is WebM (Chrome writes no duration into it: fix-webm-duration adds it). */
export const isWebm = (mime: string) => mime.startsWith('audio/webm') || mime.startsWith('video/webm');

/** "1:05" from milliseconds (rounded down to the second). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left of a countdown, never below zero, rounded up so "0:00" shows only at the end. */
export function timeLeft(limitMs: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((limitMs - elapsedMs) / 1000) * 1000);
}
