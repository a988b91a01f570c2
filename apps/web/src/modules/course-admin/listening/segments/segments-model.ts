/**
 * The segment editor's pure rules: the segments being edited (kept in time order), splitting a
 * transcript at sentence ends and spreading the sentences over the recording, splitting a segment
 * at the play head, and what the editor sends to `PUT Listening/{id}/segments`.
 */

export interface DraftSegment {
  /** The editor's own key (also the waveform region's id). */
  key: string;
  /** The stored segment's id: sent back so the learners' progress on it is kept. */
  id?: number;
  startMs: number;
  endMs: number;
  transcript: string;
}

let counter = 0;
export const newKey = () => `s${Date.now().toString(36)}${(counter += 1)}`;

export const byStart = (segments: DraftSegment[]) => [...segments].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);

/** m:ss.s, as the editor shows times. */
export function formatTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
}

/** A transcript's sentences: cut after . ! ? … (and closing quotes) followed by a space, and at line breaks. */
export function splitSentences(transcript: string): string[] {
  return transcript
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…]["'’”)\]]*)\s+(?=\S)/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Segments for sentences spread over `durationMs`, back to back, each as long as its share of the
 * transcript's letters: a start for the editor to adjust, not a guess at the real timing.
 */
export function spreadSentences(sentences: string[], durationMs: number): DraftSegment[] {
  const weights = sentences.map((sentence) => Math.max(1, sentence.replace(/\s+/g, '').length));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let used = 0;
  return sentences.map((transcript, index) => {
    const startMs = Math.round((used / total) * durationMs);
    used += weights[index]!;
    const endMs = index === sentences.length - 1 ? durationMs : Math.round((used / total) * durationMs);
    return { key: newKey(), startMs, endMs, transcript };
  });
}

/**
 * Splits the segment holding `atMs` in two there; its words are shared out at the same proportion
 * (the editor then moves them as needed). Nothing happens when no segment holds that time or the
 * cut would leave a part shorter than 100 ms.
 */
export function splitSegmentAt(segments: DraftSegment[], atMs: number): DraftSegment[] {
  const at = Math.round(atMs);
  const target = segments.find((segment) => segment.startMs + 100 <= at && at <= segment.endMs - 100);
  if (!target) return segments;
  const words = target.transcript.split(/\s+/).filter(Boolean);
  const share = Math.round(((at - target.startMs) / (target.endMs - target.startMs)) * words.length);
  const cut = Math.min(Math.max(share, words.length > 1 ? 1 : 0), Math.max(words.length - 1, 0));
  const first: DraftSegment = { ...target, endMs: at, transcript: words.slice(0, cut).join(' ') };
  const second: DraftSegment = { key: newKey(), startMs: at, endMs: target.endMs, transcript: words.slice(cut).join(' ') };
  return byStart(segments.flatMap((segment) => (segment === target ? [first, second] : [segment])));
}

/** The problems the server would refuse, found before saving: by the segment's number in time order. */
export type DraftProblem = 'empty' | 'order' | 'beyond' | 'overlap';
export function draftProblems(segments: DraftSegment[], durationMs: number | null): { key: string; problem: DraftProblem }[] {
  const sorted = byStart(segments);
  return sorted.flatMap((segment, index): { key: string; problem: DraftProblem }[] => {
    if (segment.transcript.trim() === '') return [{ key: segment.key, problem: 'empty' as const }];
    if (segment.endMs <= segment.startMs) return [{ key: segment.key, problem: 'order' as const }];
    if (durationMs !== null && segment.endMs > durationMs) return [{ key: segment.key, problem: 'beyond' as const }];
    if (index > 0 && segment.startMs < sorted[index - 1]!.endMs) return [{ key: segment.key, problem: 'overlap' as const }];
    return [];
  });
}

/** The body of `PUT Listening/{id}/segments`. */
export function toPayload(segments: DraftSegment[]) {
  return {
    segments: byStart(segments).map((segment) => ({
      ...(segment.id ? { id: segment.id } : {}),
      startMs: Math.round(segment.startMs),
      endMs: Math.round(segment.endMs),
      transcript: segment.transcript.trim(),
    })),
  };
}

/** Whether two sets of segments save the same. */
export const sameSegments = (a: DraftSegment[], b: DraftSegment[]) => JSON.stringify(toPayload(a)) === JSON.stringify(toPayload(b));
