import { describe, expect, it } from 'vitest';
import { resumePathOf, reviewPathOf, scorePartsOf } from './activity-links';

const base = { band: null, scaledScore: null, rawScore: null, maxScore: null, percent: null, items: null, status: null, examKind: null } as const;

describe('reviewPathOf', () => {
  it('sends a test to its kind and skill result screen', () => {
    expect(reviewPathOf({ activity: 'test', refId: 12, skill: 'reading', examKind: 'ielts' })).toBe('/page/onlinetest/ielttest/reading/cambridge/dofulltest/result?resultId=12');
    expect(reviewPathOf({ activity: 'test', refId: 3, skill: 'listening', examKind: 'toeic' })).toBe('/page/onlinetest/testtoeic/listening/ets/test/dofulltest/result?resultId=3');
    expect(reviewPathOf({ activity: 'test', refId: 4, skill: 'grammar', examKind: 'grammar' })).toBe('/page/onlinetest/testgrammar/test/dofulltest/result?resultId=4');
  });

  it('sends the other kinds to their screens', () => {
    expect(reviewPathOf({ activity: 'writing', refId: 5, skill: 'writing', examKind: null })).toBe('/page/writing?resultId=5');
    expect(reviewPathOf({ activity: 'speaking', refId: 6, skill: 'speaking', examKind: null })).toBe('/page/speaking?resultId=6');
    expect(reviewPathOf({ activity: 'reading', refId: 7, skill: 'reading', examKind: null })).toBe('/page/reading/passage/7');
    expect(reviewPathOf({ activity: 'video', refId: 8, skill: 'reading', examKind: null })).toBe('/page/videos/8');
    expect(reviewPathOf({ activity: 'flashcards', refId: 9, skill: 'vocabulary', examKind: null })).toBe('/page/flashcards');
  });

  it('resumes an open attempt on its exam screen', () => {
    expect(resumePathOf({ attemptId: 21, kind: 'ielts', skill: 'listening' })).toBe('/page/onlinetest/ielttest/listening/cambridge/dofulltest?attemptId=21');
  });
});

describe('scorePartsOf', () => {
  it('picks what each kind is measured by', () => {
    expect(scorePartsOf({ ...base, activity: 'test', examKind: 'ielts', band: 6.5, rawScore: 27, maxScore: 40 })).toEqual({ kind: 'band', band: 6.5 });
    expect(scorePartsOf({ ...base, activity: 'test', examKind: 'toeic', scaledScore: 405, rawScore: 80, maxScore: 100 })).toEqual({ kind: 'scaled', score: 405 });
    expect(scorePartsOf({ ...base, activity: 'test', examKind: 'grammar', rawScore: 8, maxScore: 10, percent: 80 })).toEqual({ kind: 'marks', raw: 8, max: 10, percent: 80 });
    expect(scorePartsOf({ ...base, activity: 'flashcards', items: 12 })).toEqual({ kind: 'cards', count: 12 });
    expect(scorePartsOf({ ...base, activity: 'video', percent: 95 })).toEqual({ kind: 'watched', percent: 95 });
    expect(scorePartsOf({ ...base, activity: 'writing', status: 'submitted' })).toEqual({ kind: 'status', status: 'submitted' });
    expect(scorePartsOf({ ...base, activity: 'writing', band: 6, status: 'released' })).toEqual({ kind: 'band', band: 6 });
  });
});
