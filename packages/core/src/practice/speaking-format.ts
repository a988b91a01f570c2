import { maxRecordingMs, type SpeakingPart } from '@lexam/contracts';
import type { Sniffed } from '../files/sniff';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * What a speaking recording really is, from its first bytes: an Ogg stream (Firefox), a WebM file
 * (Chrome, Edge: an EBML header whose DocType is `webm`) or an MP4 container (Safari's audio/mp4, an
 * .m4a). A recording is audio whatever the container's first bytes would suggest elsewhere (the
 * general sniffer calls WebM and MP4 video), since the recorder was asked for audio only. Anything
 * else (a renamed text file, a Matroska file, a WAV) is refused.
 */
export function sniffRecording(head: Uint8Array): Sniffed | undefined {
  if (head.length < 12) return undefined;
  if (ascii(head, 0, 4) === 'OggS') return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return ascii(head, 0, head.length).includes('webm') ? { kind: 'audio', mime: 'audio/webm', ext: 'webm' } : undefined;
  if (ascii(head, 4, 8) === 'ftyp') return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
  return undefined;
}

/** Why a recording's length is refused for this part (null when it is fine). */
export function recordingDurationProblem(part: SpeakingPart, durationMs: number): string | null {
  const max = maxRecordingMs(part);
  if (durationMs > max) return `A ${part === 'part2' ? 'Part 2 talk' : 'Part 1 answer'} lasts at most ${Math.round((max - 5000) / 1000)} seconds.`;
  return null;
}
