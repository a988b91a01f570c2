import { describe, expect, it } from 'vitest';
import { countByPart, countByType } from './results';
import { percentOf, timeTakenSeconds } from './submit-online-test';

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

describe('countByPart and percentOf', () => {
  it('counts marks per TOEIC part in part order, sections of one part together', () => {
    const right = { type: 'multiple-choice-one', marks: 1, maxMarks: 1, response: { choice: 'A' }, parts: [{ id: 'answer', isCorrect: true }] };
    const skipped = { type: 'audio-choice', marks: 0, maxMarks: 1, response: null, parts: [{ id: 'answer', isCorrect: false, reason: 'unanswered' }] };
    const wrong = { ...right, marks: 0, parts: [{ id: 'answer', isCorrect: false, reason: 'wrong' }] };
    expect(countByPart([{ part: 7, questions: [right, wrong] }, { part: 2, questions: [skipped, right] }, { part: 7, questions: [right] }])).toEqual([
      { part: 2, right: 1, wrong: 0, skipped: 1, total: 2, accuracy: 0.5 },
      { part: 7, right: 2, wrong: 1, skipped: 0, total: 3, accuracy: 2 / 3 },
    ]);
  });

  it('rounds the percentage and gives 0 when there is nothing to mark', () => {
    expect(percentOf({ rawScore: 2, maxScore: 3 })).toBe(67);
    expect(percentOf({ rawScore: 0, maxScore: 0 })).toBe(0);
    expect(percentOf({ rawScore: 100, maxScore: 100 })).toBe(100);
  });
});
