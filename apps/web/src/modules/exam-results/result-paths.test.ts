import { describe, expect, it } from 'vitest';
import { resultPathOf } from './result-paths';

describe('resultPathOf', () => {
  it('opens a reading or listening result on its own screen', () => {
    expect(resultPathOf({ id: 7, skill: 'reading' })).toBe('/page/onlinetest/ielttest/reading/cambridge/dofulltest/result?resultId=7');
    expect(resultPathOf({ id: 8, skill: 'listening' })).toBe('/page/onlinetest/ielttest/listening/cambridge/dofulltest/result?resultId=8');
  });
});

describe('resultPathOf by kind', () => {
  it('opens a TOEIC or grammar result on its kind’s screen', () => {
    expect(resultPathOf({ id: 9, skill: 'listening', kind: 'toeic' })).toBe('/page/onlinetest/testtoeic/listening/ets/test/dofulltest/result?resultId=9');
    expect(resultPathOf({ id: 10, skill: 'reading', kind: 'toeic' })).toBe('/page/onlinetest/testtoeic/reading/ets/test/dofulltest/result?resultId=10');
    expect(resultPathOf({ id: 11, skill: 'grammar' as 'reading', kind: 'grammar' })).toBe('/page/onlinetest/testgrammar/test/dofulltest/result?resultId=11');
  });
});
