/**
 * Where the listening test is: not started, playing recording `index` at `position` seconds, or
 * done (the learner checks the answers). Stored per attempt so a reload resumes the recording where
 * it was instead of playing it again.
 */
export type ListeningProgress = { phase: 'ready' } | { phase: 'playing'; index: number; position: number } | { phase: 'checking' };

export const initialListening: ListeningProgress = { phase: 'ready' };

export function parseListening(raw: string | null): ListeningProgress {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<{ phase: string; index: number; position: number }>) : null;
    if (value?.phase === 'checking') return { phase: 'checking' };
    if (value?.phase === 'playing' && Number.isInteger(value.index) && value.index! >= 0 && typeof value.position === 'number' && value.position >= 0) {
      return { phase: 'playing', index: value.index!, position: value.position };
    }
  } catch {
    // fall through: start from the beginning
  }
  return initialListening;
}

/** After recording `index` ends: the next recording, or the checking time after the last. */
export function afterRecording(index: number, count: number): ListeningProgress {
  return index + 1 < count ? { phase: 'playing', index: index + 1, position: 0 } : { phase: 'checking' };
}

export function listeningStorageKey(attemptKey: string): string {
  return `lexam.exam.audio.${attemptKey}`;
}
