import { describe, expect, it } from 'vitest';
import { PeakReducer } from './peaks';

/** Signed 16-bit little-endian samples. */
const pcm = (values: number[]) => {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => buffer.writeInt16LE(value, index * 2));
  return buffer;
};

describe('PeakReducer', () => {
  it('keeps the max-abs of each 600-sample window (800 a minute at 8 kHz), across chunks cut mid-sample', () => {
    const samples = Array.from({ length: 1500 }, (_, index) => (index === 10 ? -32768 : index === 700 ? 16384 : index % 7));
    const bytes = pcm(samples);
    const reducer = new PeakReducer();
    reducer.push(bytes.subarray(0, 1001));
    reducer.push(bytes.subarray(1001, 2001));
    reducer.push(bytes.subarray(2001));
    reducer.flush();
    expect(reducer.peaks).toEqual([1, 0.5, 0]);
    expect(reducer.samples).toBe(1500);
    expect(reducer.durationMs).toBe(188);
  });
});
