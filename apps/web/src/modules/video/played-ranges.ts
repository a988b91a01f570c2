/** A [start, end] span of a video that was actually played, in seconds. */
export type PlayedRange = [number, number];

/** A step between two `timeupdate`s longer than this is a seek, not playing (they come every ~250 ms). */
export const MAX_PLAY_STEP_SECONDS = 2;

export interface PlayTracker {
  /** Ranges played since the last save, oldest first; the last one may still be growing. */
  ranges: PlayedRange[];
  /** The time of the last `timeupdate` while playing; null after a seek or a pause. */
  last: number | null;
}

export const emptyTracker = (): PlayTracker => ({ ranges: [], last: null });

/**
 * Records one `timeupdate` while the video plays: a small forward step extends the current range;
 * a jump (a seek, or a step backwards) starts a new one, so seeking never counts as played.
 * Returns how many seconds were played by this step (0 for a jump).
 */
export function recordTime(tracker: PlayTracker, time: number): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  const previous = tracker.last;
  const step = previous === null ? Number.NaN : time - previous;
  const current = tracker.ranges.at(-1);
  tracker.last = time;
  if (step >= 0 && step <= MAX_PLAY_STEP_SECONDS && current && current[1] === previous) {
    current[1] = time;
    return step;
  }
  tracker.ranges.push([time, time]);
  return 0;
}

/** A seek or a pause: the next `timeupdate` starts a new range. */
export function breakRange(tracker: PlayTracker): void {
  tracker.last = null;
}

/**
 * Takes the ranges to send, leaving the tracker ready to go on: the growing range continues from its
 * end (so the next save carries only new seconds). Empty ranges are not sent.
 */
export function takeRanges(tracker: PlayTracker): PlayedRange[] {
  const taken = tracker.ranges.filter(([start, end]) => end > start).map(([start, end]): PlayedRange => [round(start), round(end)]);
  const current = tracker.ranges.at(-1);
  tracker.ranges = current && tracker.last !== null ? [[current[1], current[1]]] : [];
  return taken;
}

/** Puts back ranges a failed save did not deliver, so the next save carries them. */
export function restoreRanges(tracker: PlayTracker, ranges: PlayedRange[]): void {
  tracker.ranges = [...ranges, ...tracker.ranges];
}

const round = (value: number) => Math.round(value * 100) / 100;
