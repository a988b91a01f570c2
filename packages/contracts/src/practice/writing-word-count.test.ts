import { describe, expect, it } from 'vitest';
import { countWords } from './writing-word-count';

describe('countWords (the same count in the browser and on the server)', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['One two three.', 3],
    ['A well-known, long-term trend.', 4],
    ['Twenty-five per cent', 3],
    ['In 2019, 1,500 people (25%) paid £3.50 each.', 8],
    ["I don't think it’s true, isn't it?", 7],
    ['Cars - buses — trains', 3],
    ['cars—buses and 2010–2020', 5],
    ['cars--buses', 2],
    ['and/or', 2],
    ['First paragraph.\n\nSecond paragraph here.', 5],
    ['Café naïve 東京 مرحبا', 4],
    ['... !!! ??? & -', 0],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
