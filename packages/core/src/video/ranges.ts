import { VIDEO_WATCHED_SHARE } from '@lexam/contracts';

/** A [start, end) span of a video, in seconds. */
export type SecondRange = [number, number];

/** Gaps this small (timer jitter between two saves) join two ranges; larger ones stay unplayed. */
const JOIN_GAP = 0.05;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Merges played ranges into the watched ones: each clamped to [0, duration], empty ones dropped,
 * the result sorted and disjoint. Pure: the same input always gives the same list.
 */
export function mergeRanges({ watched, played, durationSeconds }: { watched: readonly SecondRange[]; played: readonly SecondRange[]; durationSeconds: number }): SecondRange[] {
  const clamp = (value: number) => round(Math.min(Math.max(value, 0), durationSeconds));
  const spans = [...watched, ...played]
    .map(([start, end]): SecondRange => [clamp(Math.min(start, end)), clamp(Math.max(start, end))])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: SecondRange[] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1] + JOIN_GAP) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** How many seconds the ranges cover (they are disjoint: `mergeRanges` made them so). */
export function coveredSeconds(ranges: readonly SecondRange[]): number {
  return round(ranges.reduce((total, [start, end]) => total + (end - start), 0));
}

/** A video counts as watched once at least 90% of its distinct seconds were played. */
export function isVideoWatched({ watchedSeconds, durationSeconds }: { watchedSeconds: number; durationSeconds: number | null | undefined }): boolean {
  if (!durationSeconds || durationSeconds <= 0) return false;
  return watchedSeconds >= VIDEO_WATCHED_SHARE * durationSeconds - 1e-9;
}

/** The share of a video played, 0–100, rounded down (99.6% is not 100%). */
export function percentWatched({ watchedSeconds, durationSeconds }: { watchedSeconds: number; durationSeconds: number | null | undefined }): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(100, Math.floor((watchedSeconds / durationSeconds) * 100 + 1e-9));
}

/** The fastest the player plays (1.5×) with room to spare, and slack for jitter and a save's travel. */
const MAX_PLAYBACK_RATE = 2;
const GRACE_SECONDS = 5;
/** A first save comes after 10 s of playing (the player's rhythm): a first claim may not exceed this. */
const FIRST_SAVE_SECONDS = 20;

/**
 * How many new seconds a save may credit: no more than the wall-clock time since the learner's last
 * save allows at the player's fastest speed. The browser's claim of what it played is not trusted
 * beyond that, so a script cannot mark a video watched in one call.
 */
export function creditBudget({ lastSavedAt, now }: { lastSavedAt: Date | null | undefined; now: Date }): number {
  if (!lastSavedAt) return FIRST_SAVE_SECONDS;
  return Math.max(0, (now.getTime() - lastSavedAt.getTime()) / 1000) * MAX_PLAYBACK_RATE + GRACE_SECONDS;
}

/**
 * Merges the played ranges, oldest first, crediting at most `budget` new seconds: the range that
 * would go over is cut where the budget ends, and later ones are dropped.
 */
export function mergeWithinBudget({ watched, played, durationSeconds, budget }: { watched: readonly SecondRange[]; played: readonly SecondRange[]; durationSeconds: number; budget: number }): SecondRange[] {
  let current = mergeRanges({ watched, played: [], durationSeconds });
  let left = budget;
  for (const [start, end] of played) {
    const before = coveredSeconds(current);
    const added = (until: number) => coveredSeconds(mergeRanges({ watched: current, played: [[start, until]], durationSeconds })) - before;
    if (added(end) <= left + 1e-9) {
      left -= added(end);
      current = mergeRanges({ watched: current, played: [[start, end]], durationSeconds });
      continue;
    }
    // Cut the range where the budget runs out (new coverage grows with the end: bisect it).
    let [low, high] = [Math.min(start, end), Math.max(start, end)];
    for (let step = 0; step < 30; step += 1) {
      const middle = (low + high) / 2;
      if (added(middle) <= left) low = middle;
      else high = middle;
    }
    current = mergeRanges({ watched: current, played: [[Math.min(start, end), low]], durationSeconds });
    break;
  }
  return current;
}
