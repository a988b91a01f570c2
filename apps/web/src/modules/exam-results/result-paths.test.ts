import { describe, expect, it } from 'vitest';
import { resultPathOf } from './result-paths';

describe('resultPathOf', () => {
  it('opens a reading or listening result on its own screen', () => {
    expect(resultPathOf({ id: 7, skill: 'reading' })).toBe('/page/onlinetest/ielttest/reading/cambridge/dofulltest/result?resultId=7');
    expect(resultPathOf({ id: 8, skill: 'listening' })).toBe('/page/onlinetest/ielttest/listening/cambridge/dofulltest/result?resultId=8');
  });
});
