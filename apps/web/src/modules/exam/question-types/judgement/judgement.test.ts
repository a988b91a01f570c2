import { describe, expect, it } from 'vitest';
import { answeredJudgement, blankJudgement, readJudgement } from './judgement';

describe('judgement helpers', () => {
  it('reads the paper spellings', () => {
    expect(readJudgement('NG')).toBe('not-given');
    expect(readJudgement('Not Given')).toBe('not-given');
    expect(readJudgement('not-given')).toBe('not-given');
    expect(readJudgement(' T ')).toBe('true');
    expect(readJudgement('maybe')).toBe('');
    expect(readJudgement(undefined)).toBe('');
  });

  it('answers the statements with a value, numbered by position', () => {
    const content = { statements: [{ id: 'a', text: 'x' }, { id: 'b', text: 'y' }] };
    expect(answeredJudgement({ numbers: [31, 32], content, response: { answers: { b: 'yes' } } })).toEqual([32]);
    expect(answeredJudgement({ numbers: [31, 32], content, response: null })).toEqual([]);
  });

  it('makes a blank numbered by the first number', () => {
    expect(blankJudgement({ numbers: [5], value: 'true' })).toEqual({ content: { statements: [{ id: '5', text: '' }] }, answerKey: { answers: { '5': 'true' } } });
  });
});
