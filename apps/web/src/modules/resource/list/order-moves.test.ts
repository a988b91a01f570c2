import { describe, expect, it } from 'vitest';
import { dropIds, dropIndex, moveIds, parsePosition, positionOf } from './order-moves';

describe('moving a row of an ordered list', () => {
  const rows = [{ id: 11 }, { id: 12 }, { id: 13 }];
  it('sends the row and its neighbour in their new order', () => {
    expect(moveIds(rows, 12, 'down')).toEqual([13, 12]);
    expect(moveIds(rows, 12, 'up')).toEqual([12, 11]);
  });
  it('does nothing past the edges of the page or for an unknown row', () => {
    expect(moveIds(rows, 11, 'up')).toBeNull();
    expect(moveIds(rows, 13, 'down')).toBeNull();
    expect(moveIds(rows, 99, 'up')).toBeNull();
  });
});

describe('dropping a dragged row', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
  it('sends the whole page in its new order', () => {
    expect(dropIds(rows, 1, 4)).toEqual([2, 3, 4, 1]);
    expect(dropIds(rows, 1, 2)).toEqual([2, 1, 3, 4]);
    expect(dropIds(rows, 4, 0)).toEqual([4, 1, 2, 3]);
    expect(dropIds(rows, 3, 1)).toEqual([1, 3, 2, 4]);
  });
  it('does nothing when the row lands where it was, or for an unknown row or place', () => {
    expect(dropIds(rows, 2, 1)).toBeNull();
    expect(dropIds(rows, 2, 2)).toBeNull();
    expect(dropIds(rows, 9, 0)).toBeNull();
    expect(dropIds(rows, 1, 5)).toBeNull();
  });
  it('drops before a row in its upper half and after it in its lower half', () => {
    expect(dropIndex(2, 110, 100, 60)).toBe(2);
    expect(dropIndex(2, 140, 100, 60)).toBe(3);
  });
});

describe('positions in the whole list', () => {
  it('counts the pages before', () => {
    expect(positionOf(0, 1, 10)).toBe(1);
    expect(positionOf(2, 3, 20)).toBe(43);
  });
  it('reads a typed position only when it is a place in the list', () => {
    expect(parsePosition(' 3 ', 5)).toBe(3);
    for (const text of ['', '0', '6', '2.5', '-1', 'two', '1e1']) expect(parsePosition(text, 5)).toBeNull();
  });
});
