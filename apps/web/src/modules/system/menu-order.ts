/** The fields of a menu item the ordering needs. */
export interface OrderItem {
  id: number;
  parentId: number | null;
  sortOrder: number;
}

/** The key of a parent in an ordering: `root` for top-level items. */
export const parentKey = (parentId: number | null) => (parentId === null ? 'root' : String(parentId));

/** Siblings' ids by parent, each group in its current order (sortOrder, then id like the server). */
export function groupByParent(items: readonly OrderItem[]): Record<string, number[]> {
  const groups: Record<string, OrderItem[]> = {};
  for (const item of items) (groups[parentKey(item.parentId)] ??= []).push(item);
  return Object.fromEntries(Object.entries(groups).map(([key, group]) => [key, [...group].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((item) => item.id)]));
}

/** Moves an item one place up (-1) or down (+1) among its siblings; unchanged at either end. */
export function moveItem(order: Record<string, number[]>, key: string, id: number, delta: -1 | 1): Record<string, number[]> {
  const group = order[key];
  const from = group?.indexOf(id) ?? -1;
  const to = from + delta;
  if (!group || from < 0 || to < 0 || to >= group.length) return order;
  const next = [...group];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return { ...order, [key]: next };
}

/** The groups whose order differs from the saved one: each is one `PUT Menu/updateOrder {ids}`. */
export function changedGroups(saved: Record<string, number[]>, current: Record<string, number[]>): number[][] {
  return Object.entries(current)
    .filter(([key, ids]) => (saved[key] ?? []).join(',') !== ids.join(','))
    .map(([, ids]) => ids);
}
