import { describe, expect, it } from 'vitest';
import { countAnswerWords, isWithinWordLimit, parseWordLimit } from './word-limit';

describe('parseWordLimit', () => {
  it('reads the usual IELTS instructions, in any case and inside a sentence', () => {
    expect(parseWordLimit('NO MORE THAN TWO WORDS')).toEqual({ maxWords: 2, maxNumbers: 0, isExclusive: false });
    expect(parseWordLimit('Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.')).toEqual({ maxWords: 3, maxNumbers: 1, isExclusive: false });
    expect(parseWordLimit('ONE WORD ONLY')).toEqual({ maxWords: 1, maxNumbers: 0, isExclusive: false });
    expect(parseWordLimit('Write A NUMBER')).toEqual({ maxWords: 0, maxNumbers: 1, isExclusive: false });
    expect(parseWordLimit('one word and/or a number')).toEqual({ maxWords: 1, maxNumbers: 1, isExclusive: false });
    expect(parseWordLimit('ONE WORD OR A NUMBER')).toEqual({ maxWords: 1, maxNumbers: 1, isExclusive: true });
    expect(parseWordLimit('no more than 2 words')).toEqual({ maxWords: 2, maxNumbers: 0, isExclusive: false });
  });

  it('returns null when the instruction names no limit', () => {
    expect(parseWordLimit('Complete the notes below.')).toBeNull();
    expect(parseWordLimit('Choose the correct letter, A, B or C.')).toBeNull();
    expect(parseWordLimit('')).toBeNull();
  });
});

describe('countAnswerWords', () => {
  it('counts a hyphenated word as one word and digits as a number', () => {
    expect(countAnswerWords('part-time job')).toEqual({ words: 2, numbers: 0 });
    expect(countAnswerWords('part time job')).toEqual({ words: 3, numbers: 0 });
    expect(countAnswerWords('3 buses')).toEqual({ words: 1, numbers: 1 });
    expect(countAnswerWords('£1,500')).toEqual({ words: 0, numbers: 1 });
    expect(countAnswerWords('1 000 000')).toEqual({ words: 0, numbers: 1 });
    expect(countAnswerWords('15% off')).toEqual({ words: 1, numbers: 1 });
    expect(countAnswerWords("the children's library.")).toEqual({ words: 3, numbers: 0 });
    expect(countAnswerWords('3-4 days')).toEqual({ words: 1, numbers: 1 });
    expect(countAnswerWords('2.5 million')).toEqual({ words: 0, numbers: 1 });
    expect(countAnswerWords('50p')).toEqual({ words: 0, numbers: 1 });
  });

  it('counts a number written in words as one number', () => {
    expect(countAnswerWords('twenty-one')).toEqual({ words: 0, numbers: 1 });
    expect(countAnswerWords('one hundred and five chairs')).toEqual({ words: 1, numbers: 1 });
    expect(countAnswerWords('third floor')).toEqual({ words: 1, numbers: 1 });
    // Only whole words: `one-way` is a word, not a number and a word.
    expect(countAnswerWords('one-way ticket')).toEqual({ words: 2, numbers: 0 });
  });
});

describe('isWithinWordLimit', () => {
  const twoWordsAndNumber = { maxWords: 2, maxNumbers: 1, isExclusive: false };
  const oneWordOnly = { maxWords: 1, maxNumbers: 0, isExclusive: false };
  const aNumber = { maxWords: 0, maxNumbers: 1, isExclusive: false };
  const wordOrNumber = { maxWords: 1, maxNumbers: 1, isExclusive: true };

  it('allows up to the words and numbers the limit names', () => {
    expect(isWithinWordLimit({ response: 'two 3-bedroom flats', limit: twoWordsAndNumber })).toBe(true);
    expect(isWithinWordLimit({ response: '25 garden chairs', limit: twoWordsAndNumber })).toBe(true);
    expect(isWithinWordLimit({ response: 'old garden chairs', limit: twoWordsAndNumber })).toBe(false);
    expect(isWithinWordLimit({ response: 'well-known', limit: oneWordOnly })).toBe(true);
    expect(isWithinWordLimit({ response: 'well known', limit: oneWordOnly })).toBe(false);
  });

  it('counts numbers past the number allowance as words', () => {
    expect(isWithinWordLimit({ response: '3', limit: oneWordOnly })).toBe(true);
    expect(isWithinWordLimit({ response: '3 4', limit: oneWordOnly })).toBe(false);
    expect(isWithinWordLimit({ response: '45', limit: aNumber })).toBe(true);
    expect(isWithinWordLimit({ response: 'forty-five', limit: aNumber })).toBe(true);
    expect(isWithinWordLimit({ response: '45 minutes', limit: aNumber })).toBe(false);
  });

  it('allows a word or a number, not both, when the instruction says OR', () => {
    expect(isWithinWordLimit({ response: 'ferry', limit: wordOrNumber })).toBe(true);
    expect(isWithinWordLimit({ response: '12', limit: wordOrNumber })).toBe(true);
    expect(isWithinWordLimit({ response: '12 ferries', limit: wordOrNumber })).toBe(false);
  });
});
