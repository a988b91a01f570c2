import { describe, expect, it } from 'vitest';
import { changedGroups, groupByParent, moveItem } from './menu-order';

const items = [
  { id: 1, parentId: null, sortOrder: 2 },
  { id: 2, parentId: null, sortOrder: 1 },
  { id: 3, parentId: 1, sortOrder: 1 },
  { id: 4, parentId: 1, sortOrder: 2 },
  { id: 5, parentId: 1, sortOrder: 2 },
];

describe('menu ordering', () => {
  it('groups siblings by parent in their order, ties by id', () => {
    expect(groupByParent(items)).toEqual({ root: [2, 1], '1': [3, 4, 5] });
  });

  it('moves an item within its parent only, and not past either end', () => {
    const order = groupByParent(items);
    expect(moveItem(order, '1', 5, -1)).toEqual({ root: [2, 1], '1': [3, 5, 4] });
    expect(moveItem(order, 'root', 2, -1)).toBe(order);
    expect(moveItem(order, '1', 5, 1)).toBe(order);
    expect(moveItem(order, '1', 99, 1)).toBe(order);
  });

  it('sends one update per changed group', () => {
    const saved = groupByParent(items);
    let order = moveItem(saved, '1', 3, 1);
    expect(changedGroups(saved, order)).toEqual([[4, 3, 5]]);
    order = moveItem(order, '1', 3, -1);
    expect(changedGroups(saved, order)).toEqual([]);
  });
});
