import type { FileKind } from '@lexam/contracts';

export interface Sniffed {
  kind: FileKind;
  mime: string;
  ext: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * What a file really is, from its first bytes: the name and the Content-Type a client sends are not
 * trusted. SVG is not accepted (it can carry scripts).
 */
export function sniffFile(head: Uint8Array): Sniffed | undefined {
  if (isWebVtt(head)) return { kind: 'captions', mime: 'text/vtt', ext: 'vtt' };
  if (head.length < 12) return undefined;
  if (head[0] === 0x89 && ascii(head, 1, 4) === 'PNG') return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(head, 0, 4) === 'GIF8') return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
  if (ascii(head, 0, 4) === 'OggS') return { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand.startsWith('M4A')) return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (ascii(head, 0, 5) === '%PDF-') return { kind: 'document', mime: 'application/pdf', ext: 'pdf' };
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  return undefined;
}

/** WebVTT: an optional UTF-8 BOM, then `WEBVTT` followed by the end of the file, a space, a tab or a line break. */
function isWebVtt(head: Uint8Array): boolean {
  const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (ascii(head, start, start + 6) !== 'WEBVTT') return false;
  const next = head[start + 6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}
