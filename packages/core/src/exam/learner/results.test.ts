import { describe, expect, it } from 'vitest';
import { countByType } from './results';
import { timeTakenSeconds } from './submit-online-test';

describe('countByType', () => {
  it('counts right, wrong and skipped marks per type in order of appearance, accuracy = right / total', () => {
    expect(countByType([
      { type: 'completion', marks: 1, maxMarks: 3, response: { blanks: { 1: 'x', 2: 'y' } }, parts: [{ id: '1', isCorrect: true }, { id: '2', isCorrect: false, reason: 'mismatch' }, { id: '3', isCorrect: false, reason: 'unanswered' }] },
      { type: 'matching', marks: 0, maxMarks: 2, response: 'bad', parts: [{ id: '4', isCorrect: false, reason: 'invalid-response' }, { id: '5', isCorrect: false, reason: 'invalid-response' }] },
      { type: 'completion', marks: 0, maxMarks: 1, response: { blanks: { 6: '...' } }, parts: [{ id: '6', isCorrect: false, reason: 'empty' }] },
    ])).toEqual([
      { type: 'completion', right: 1, wrong: 1, skipped: 2, total: 4, accuracy: 0.25 },
      { type: 'matching', right: 0, wrong: 0, skipped: 2, total: 2, accuracy: 0 },
    ]);
  });

  it('reads results stored without parts from the response alone', () => {
    expect(countByType([
      { type: 'short-answer', marks: 0, maxMarks: 1, response: null, parts: [] },
      { type: 'short-answer', marks: 0, maxMarks: 1, response: { answers: { 2: 'x' } }, parts: [] },
      { type: 'short-answer', marks: 1, maxMarks: 1, response: { answers: { 3: 'y' } }, parts: [] },
    ])).toEqual([{ type: 'short-answer', right: 1, wrong: 1, skipped: 1, total: 3, accuracy: 1 / 3 }]);
  });
});

describe('timeTakenSeconds', () => {
  it('counts from start to submit, but never past the deadline', () => {
    const startedAt = '2026-01-01T10:00:00.000Z';
    expect(timeTakenSeconds({ startedAt, submittedAt: '2026-01-01T10:20:00.400Z', deadlineAt: '2026-01-01T11:00:00.000Z' })).toBe(1200);
    expect(timeTakenSeconds({ startedAt, submittedAt: '2026-01-02T09:00:00.000Z', deadlineAt: '2026-01-01T11:00:00.000Z' })).toBe(3600);
    expect(timeTakenSeconds({ startedAt, submittedAt: '2026-01-01T12:00:00.000Z', deadlineAt: null })).toBe(7200);
  });
});
