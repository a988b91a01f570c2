import { describe, expect, it } from 'vitest';
import { bandFor, scaledScoreFor } from './convert-raw';
import type { IeltsBandTable, ToeicScaledTable } from './table-types';

const table: IeltsBandTable = { kind: 'ielts-band', maxRaw: 10, rows: [{ minRaw: 0, band: 1 }, { minRaw: 4, band: 5 }, { minRaw: 9, band: 9 }] };
const toeic: ToeicScaledTable = { kind: 'toeic-scaled', section: 'listening', maxRaw: 20, rows: [{ minRaw: 0, score: 5 }, { minRaw: 10, score: 250 }, { minRaw: 20, score: 495 }] };

describe('bandFor', () => {
  it('reads a test’s own table, each row reaching up to the next', () => {
    expect([0, 3, 4, 8, 9, 10].map((raw) => bandFor({ raw, table }))).toEqual([1, 1, 5, 5, 9, 9]);
  });

  it.each([-1, 11, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses raw %s, out of the table’s range', (raw) => {
    expect(() => bandFor({ raw, table })).toThrow(RangeError);
    expect(() => bandFor({ raw, table })).toThrow(`Raw score ${String(raw)} is not a whole number from 0 to 10, the range of this conversion table.`);
  });
});

describe('scaledScoreFor', () => {
  it('reads a test’s own table', () => {
    expect([0, 9, 10, 19, 20].map((raw) => scaledScoreFor({ raw, table: toeic }))).toEqual([5, 5, 250, 250, 495]);
  });

  it.each([-1, 21, 0.5])('refuses raw %s, out of the table’s range', (raw) => {
    expect(() => scaledScoreFor({ raw, table: toeic })).toThrow('is not a whole number from 0 to 20');
  });
});
