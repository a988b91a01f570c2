import { describe, expect, it } from 'vitest';
import { addAnnotation, parseAnnotations, removeAnnotation, segmentMarks, type Annotation } from './annotations';

const text = 'The bicycle courier became a familiar figure.';
const mark = (id: string, start: number, end: number, note: string | null = null, sectionId = 1): Annotation => ({ id, sectionId, start, end, quote: text.slice(start, end), note });

describe('annotations', () => {
  it('merges overlapping plain highlights of one section into one', () => {
    let list = addAnnotation({ list: [], annotation: mark('a', 4, 11), passageText: text });
    list = addAnnotation({ list, annotation: mark('b', 8, 19), passageText: text });
    list = addAnnotation({ list, annotation: mark('c', 8, 19, null, 2), passageText: text });
    expect(list.map((item) => [item.id, item.start, item.end, item.quote])).toEqual([
      ['b', 4, 19, 'bicycle courier'],
      ['c', 8, 19, 'cle courier'],
    ]);
  });

  it('keeps notes apart, ignores empty ranges and removes by id', () => {
    let list = addAnnotation({ list: [mark('a', 4, 11)], annotation: mark('n', 4, 11, 'who paid?'), passageText: text });
    list = addAnnotation({ list, annotation: mark('z', 5, 5), passageText: text });
    expect(list.map((item) => item.id)).toEqual(['a', 'n']);
    expect(removeAnnotation(list, 'a').map((item) => item.id)).toEqual(['n']);
  });

  it('cuts the text into segments with the marks covering each', () => {
    expect(segmentMarks({ annotations: [mark('a', 0, 10), mark('n', 5, 15, 'x'), mark('far', 90, 99)], length: text.length })).toEqual([
      { start: 0, end: 5, ids: ['a'], hasNote: false },
      { start: 5, end: 10, ids: ['a', 'n'], hasNote: true },
      { start: 10, end: 15, ids: ['n'], hasNote: true },
    ]);
  });

  it('reads stored marks, skipping broken ones', () => {
    expect(parseAnnotations(JSON.stringify([mark('a', 1, 2), { id: 3 }]))).toEqual([mark('a', 1, 2)]);
    expect(parseAnnotations('nope')).toEqual([]);
    expect(parseAnnotations(null)).toEqual([]);
  });
});
