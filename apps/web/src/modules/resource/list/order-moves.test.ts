import { describe, expect, it } from 'vitest';
import { moveIds } from './order-moves';

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
