import type { ByteRange } from './types';

export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One `Range: bytes=…` header against a file of `size` bytes: `a-b`, `a-` or `-n` (the last n). Several
 * ranges, or a header this does not read, get the whole file (as HTTP allows); a range starting past
 * the end cannot be satisfied (416).
 */
export function readRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return { kind: 'whole' };
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  wav: 'audio/wav', ogg: 'audio/ogg', mp3: 'audio/mpeg', m4a: 'audio/mp4', weba: 'audio/webm',
  mp4: 'video/mp4', webm: 'video/webm', vtt: 'text/vtt; charset=utf-8', pdf: 'application/pdf',
};

/** The Content-Type a stored file is served with, from the extension the server gave its key. */
export const contentTypeOfKey = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
