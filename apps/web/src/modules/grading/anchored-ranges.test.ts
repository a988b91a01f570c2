import { describe, expect, it } from 'vitest';
import { paragraphRanges, piecesOf } from './anchored-ranges';

describe('anchored text', () => {
  it('splits paragraphs at blank lines, keeping offsets of the whole text', () => {
    const text = 'One two.\n\nThree four.\n \nFive.';
    expect(paragraphRanges(text).map(([a, b]) => text.slice(a, b))).toEqual(['One two.', 'Three four.', 'Five.']);
  });
  it('cuts a paragraph at every anchor and names the comments covering each piece', () => {
    const pieces = piecesOf(0, 20, [{ id: 1, anchorStart: 2, anchorEnd: 8 }, { id: 2, anchorStart: 5, anchorEnd: 12 }, { id: 3, anchorStart: null, anchorEnd: null }]);
    expect(pieces).toEqual([
      { start: 0, end: 2, commentIds: [] },
      { start: 2, end: 5, commentIds: [1] },
      { start: 5, end: 8, commentIds: [1, 2] },
      { start: 8, end: 12, commentIds: [2] },
      { start: 12, end: 20, commentIds: [] },
    ]);
  });
});
