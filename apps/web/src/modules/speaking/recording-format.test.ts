import { describe, expect, it } from 'vitest';
import { PART2_MAX_MS, PART2_PREPARE_MS, maxRecordingMs } from '@lexam/contracts';
import { formatClock, isWebm, pickRecordingFormat, timeLeft } from './recording-format';

describe('the recording format', () => {
  it('prefers Opus in WebM, then Ogg, then MP4', () => {
    expect(pickRecordingFormat(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingFormat((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingFormat((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingFormat(() => false)).toBe('');
    expect(pickRecordingFormat(undefined)).toBe('');
    expect(pickRecordingFormat(() => {
      throw new Error('old browser');
    })).toBe('');
  });

  it('knows which recordings need their duration written', () => {
    expect(isWebm('audio/webm;codecs=opus')).toBe(true);
    expect(isWebm('audio/ogg')).toBe(false);
    expect(isWebm('audio/mp4')).toBe(false);
  });
});

describe('the Part 2 clock', () => {
  it('gives a minute to prepare and two to speak, accepted by the server', () => {
    expect(PART2_PREPARE_MS).toBe(60_000);
    expect(PART2_MAX_MS).toBe(120_000);
    expect(maxRecordingMs('part2')).toBeGreaterThan(PART2_MAX_MS);
  });

  it('counts down by whole seconds', () => {
    expect(formatClock(timeLeft(PART2_MAX_MS, 0))).toBe('2:00');
    expect(formatClock(timeLeft(PART2_MAX_MS, 500))).toBe('2:00');
    expect(formatClock(timeLeft(PART2_MAX_MS, 1000))).toBe('1:59');
    expect(formatClock(timeLeft(PART2_MAX_MS, 119_001))).toBe('0:01');
    expect(formatClock(timeLeft(PART2_MAX_MS, 130_000))).toBe('0:00');
    expect(formatClock(65_400)).toBe('1:05');
  });
});
