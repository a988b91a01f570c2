import { describe, expect, it } from 'vitest';
import { answeredLabelling, blankLabelling, imageUrlOf, readableLabelOf } from './labelling';

describe('labelling helpers', () => {
  it('makes one typed blank per number', () => {
    expect(blankLabelling([21, 22]).content.blanks.map((blank) => blank.id)).toEqual(['21', '22']);
  });

  it('answers the blanks given, by position', () => {
    const { content } = blankLabelling([1, 2]);
    expect(answeredLabelling({ numbers: [16, 17], content, response: { blanks: { '1': 'B' } } })).toEqual([16]);
  });

  it('serves the picture from the files route', () => {
    expect(imageUrlOf('exam/images/a plan.png')).toBe('/api/files/exam/images/a%20plan.png');
  });

  it('reads a right answer as a letter and its place, or as typed spellings', () => {
    expect(readableLabelOf({ accepted: 'B', options: [{ id: 'B', text: 'west wall' }] })).toBe('B (west wall)');
    expect(readableLabelOf({ accepted: 'C', options: [{ id: 'C' }] })).toBe('C');
    expect(readableLabelOf({ accepted: '(the) brood box' })).toBe('the brood box / brood box');
  });
});
