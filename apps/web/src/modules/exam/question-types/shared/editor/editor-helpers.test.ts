import { describe, expect, it } from 'vitest';
import { acceptedFromText, acceptedToText, errorAt, moveEntry, nextOptionId, renumberGaps, renumberParts } from './editor-helpers';

describe('editor helpers', () => {
  it('finds the server messages of a field and its children', () => {
    const errors = [{ field: 'content.items.0.text', message: 'Too short.' }, { field: 'content.items', message: 'Need one.' }, { field: 'key.answers.3', message: 'Missing.' }];
    expect(errorAt(errors, 'content.items.0.text')).toBe('Too short.');
    expect(errorAt(errors, 'content.items')).toBe('Too short. Need one.');
    expect(errorAt(errors, 'content.items.1')).toBeUndefined();
    expect(errorAt(undefined, 'key')).toBeUndefined();
  });

  it('moves an entry within bounds', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  });

  it('renumbers parts and carries their answers', () => {
    const parts = [{ id: '15', text: 'second' }, { id: '14', text: 'first' }];
    expect(renumberParts({ parts, answers: { '14': 'i', '15': 'ii' }, numbers: [14, 15] })).toEqual({
      parts: [{ id: '14', text: 'second' }, { id: '15', text: 'first' }],
      answers: { '14': 'ii', '15': 'i' },
    });
    expect(renumberParts({ parts: [{ id: 'x' }], answers: {}, numbers: [] }).parts).toEqual([{ id: '1' }]);
  });

  it('renumbers the gaps of a body in reading order', () => {
    expect(renumberGaps({ body: 'a [[9]] b [[ 2 ]]', answers: { '9': 'x', '2': 'y' }, numbers: [31, 32] })).toEqual({ body: 'a [[31]] b [[32]]', answers: { '31': 'x', '32': 'y' } });
    expect(renumberGaps({ body: '[[1]] [[2]] [[3]]', answers: {}, numbers: [5] }).body).toBe('[[5]] [[6]] [[7]]');
  });

  it('picks the next free option id', () => {
    expect(nextOptionId({ existing: ['A', 'b'], ids: ['A', 'B', 'C'] })).toBe('C');
    expect(nextOptionId({ existing: ['A'], ids: ['A'] })).toBe('2');
  });

  it('edits accepted answers one per line', () => {
    expect(acceptedFromText('parking\n (a) parking space \n')).toEqual(['parking', '(a) parking space']);
    expect(acceptedFromText('one/an hour')).toBe('one/an hour');
    expect(acceptedToText(['a', 'b'])).toBe('a\nb');
    expect(acceptedToText(undefined)).toBe('');
  });
});
