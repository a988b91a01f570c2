/** What a key does in the player (YouTube's keys): null for keys the player leaves alone. */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'toggle-captions' }
  | { type: 'fullscreen' }
  | { type: 'toggle-mute' };

export function actionOfKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -5 };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: 5 };
    case 'j':
    case 'J':
      return { type: 'seek-by', seconds: -10 };
    case 'l':
    case 'L':
      return { type: 'seek-by', seconds: 10 };
    case 'c':
    case 'C':
      return { type: 'toggle-captions' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'm':
    case 'M':
      return { type: 'toggle-mute' };
    default:
      return null;
  }
}

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;

/** Where a resumed video starts: the saved position, unless it is too near the start or the end to matter. */
export function resumePosition({ saved, duration }: { saved: number; duration: number }): number | null {
  if (!Number.isFinite(saved) || !Number.isFinite(duration) || saved < 3 || saved > duration - 3) return null;
  return saved;
}
