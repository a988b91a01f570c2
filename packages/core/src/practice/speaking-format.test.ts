import { describe, expect, it } from 'vitest';
import { maxRecordingMs } from '@lexam/contracts';
import { recordingDurationProblem, sniffRecording } from './speaking-format';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('speaking recordings', () => {
  it('tells a recording’s format from its bytes', () => {
    expect(sniffRecording(bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ kind: 'audio', mime: 'audio/ogg', ext: 'ogg' });
    expect(sniffRecording(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toEqual({ kind: 'audio', mime: 'audio/webm', ext: 'webm' });
    expect(sniffRecording(bytes([0, 0, 0, 0x18], 'ftypM4A ', [0, 0, 0, 0]))).toEqual({ kind: 'audio', mime: 'audio/mp4', ext: 'm4a' });
    expect(sniffRecording(bytes([0, 0, 0, 0x18], 'ftypiso5', [0, 0, 0, 0]))?.mime).toBe('audio/mp4');
  });

  it('refuses what is not a recording', () => {
    expect(sniffRecording(bytes('this is plain text, not audio'))).toBeUndefined();
    expect(sniffRecording(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88], 'matroska'))).toBeUndefined();
    expect(sniffRecording(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffRecording(bytes('OggS'))).toBeUndefined();
  });

  it('limits a Part 2 talk to two minutes and a Part 1 answer to three, with five seconds’ tolerance', () => {
    expect(maxRecordingMs('part2')).toBe(125_000);
    expect(recordingDurationProblem('part2', 125_000)).toBeNull();
    expect(recordingDurationProblem('part2', 125_001)).toMatch(/120 seconds/);
    expect(recordingDurationProblem('part1', 185_000)).toBeNull();
    expect(recordingDurationProblem('part1', 185_001)).toMatch(/180 seconds/);
  });
});
