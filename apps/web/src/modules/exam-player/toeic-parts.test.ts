import { describe, expect, it } from 'vitest';
import { readToeicParts } from './toeic-parts';

describe('readToeicParts', () => {
  it('reads the rows in their possible spellings and leaves out rows without an id', () => {
    expect(readToeicParts([{ sectionId: 7, part: 5, title: 'Part 5', firstNumber: 101, lastNumber: 130 }, { title: 'no id' }])).toEqual([
      { id: 7, part: 5, title: 'Part 5', first: 101, last: 130 },
    ]);
    expect(readToeicParts({ data: [{ id: 8, part: 6, from: 131, to: 146 }] })).toEqual([{ id: 8, part: 6, title: '', first: 131, last: 146 }]);
    expect(readToeicParts({ testId: 1, parts: [{ sectionId: 9, part: 7, title: 'Part 7', directionsHtml: null, firstNumber: 147, lastNumber: 200, questionCount: 54 }] })).toEqual([
      { id: 9, part: 7, title: 'Part 7', first: 147, last: 200 },
    ]);
    expect(readToeicParts(null)).toEqual([]);
  });
});
