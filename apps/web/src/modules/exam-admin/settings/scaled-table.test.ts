import { ToeicScaledTableSchema } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { evenTable, roundScore, scoreFor } from './scaled-table';

describe('the scaled table an author starts from', () => {
  it('is a valid table from 5 at raw 0 to 495 at the top', () => {
    const table = evenTable({ section: 'reading' });
    expect(ToeicScaledTableSchema.safeParse(table).success).toBe(true);
    expect(table.rows[0]).toEqual({ minRaw: 0, score: 5 });
    expect(table.rows.at(-1)).toEqual({ minRaw: 100, score: 495 });
    expect(scoreFor(table, 0)).toBe(5);
    expect(scoreFor(table, 100)).toBe(495);
  });

  it('stays valid for a short section', () => {
    expect(ToeicScaledTableSchema.safeParse(evenTable({ section: 'listening', maxRaw: 3 })).success).toBe(true);
  });

  it('rounds scores to the TOEIC steps of 5 within 5–495', () => {
    expect(roundScore(7)).toBe(5);
    expect(roundScore(8)).toBe(10);
    expect(roundScore(600)).toBe(495);
  });
});
