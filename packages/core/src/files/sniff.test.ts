import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniff';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)).concat(new Array(16).fill(0)));

describe('sniffFile', () => {
  it('recognises images, audio and video by their first bytes', () => {
    expect(sniffFile(bytes([0x89], 'PNG'))?.mime).toBe('image/png');
    expect(sniffFile(bytes([0xff, 0xd8, 0xff]))?.ext).toBe('jpg');
    expect(sniffFile(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))?.kind).toBe('image');
    expect(sniffFile(bytes('ID3'))?.mime).toBe('audio/mpeg');
    expect(sniffFile(bytes('OggS'))?.kind).toBe('audio');
    expect(sniffFile(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))?.ext).toBe('wav');
    expect(sniffFile(bytes([0, 0, 0, 0x20], 'ftypisom'))?.mime).toBe('video/mp4');
    expect(sniffFile(bytes([0, 0, 0, 0x20], 'ftypM4A '))?.kind).toBe('audio');
    expect(sniffFile(bytes('%PDF-1.7\n'))).toEqual({ kind: 'document', mime: 'application/pdf', ext: 'pdf' });
  });
  it('recognises WebVTT captions, with or without a byte order mark', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(sniffFile(text('WEBVTT\n\n00:00.000 --> 00:01.000\nHello'))).toEqual({ kind: 'captions', mime: 'text/vtt', ext: 'vtt' });
    expect(sniffFile(new Uint8Array([0xef, 0xbb, 0xbf, ...text('WEBVTT - lesson\r\n')]))?.kind).toBe('captions');
    expect(sniffFile(text('WEBVTT'))?.kind).toBe('captions');
    expect(sniffFile(text('WEBVTTX\n'))).toBeUndefined();
    expect(sniffFile(text('1\n00:00:00,000 --> 00:00:01,000\nan SRT file'))).toBeUndefined();
  });
  it('refuses what it does not know, SVG and HTML included', () => {
    expect(sniffFile(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffFile(bytes('<!doctype html><script>'))).toBeUndefined();
    expect(sniffFile(new Uint8Array(4))).toBeUndefined();
  });
});
