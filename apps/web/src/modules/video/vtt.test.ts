import { describe, expect, it } from 'vitest';
import { formatClock, parseTimestamp, parseVtt } from './vtt';

describe('parseVtt', () => {
  it('reads cues with and without identifiers, hours, settings and tags', () => {
    const source = '\uFEFFWEBVTT - a lesson\r\n\r\nNOTE written for Lexam\r\n\r\nintro\r\n00:00.000 --> 00:04.500 align:start\r\n<v Narrator>Welcome to <b>skimming</b>.</v>\r\n\r\n01:00:01.250 --> 01:00:03.000\r\nFish &amp; chips\r\nsecond line\r\n';
    expect(parseVtt(source)).toEqual([
      { start: 0, end: 4.5, text: 'Welcome to skimming.' },
      { start: 3601.25, end: 3603, text: 'Fish & chips second line' },
    ]);
  });
  it('skips broken blocks', () => {
    expect(parseVtt('WEBVTT\n\nxx --> 00:01.000\nno\n\n00:01.000 --> 00:02.000\n')).toEqual([]);
  });
  it('parses timestamps and formats clocks', () => {
    expect(parseTimestamp('02:03.040')).toBeCloseTo(123.04);
    expect(Number.isNaN(parseTimestamp('2:3'))).toBe(true);
    expect(formatClock(83)).toBe('1:23');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
