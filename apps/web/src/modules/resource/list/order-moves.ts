import type { ResourceRow } from '../types';

export type MoveDirection = 'up' | 'down';

/**
 * The ids `PUT E/updateOrder` gets to move a row one place: the row and its neighbour, in their new
 * order (the server gives them their own two positions in that order). Null at the page's edges.
 */
export function moveIds(rows: readonly ResourceRow[], id: number, direction: MoveDirection): number[] | null {
  const index = rows.findIndex((row) => row.id === id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= rows.length) return null;
  return direction === 'up' ? [rows[index]!.id, rows[other]!.id] : [rows[other]!.id, rows[index]!.id];
}

/** The `data-move` attribute of a move button, to give it focus back once the list has reloaded. */
export const moveButtonKey = (id: number, control: MoveDirection | 'handle') => `${id}-${control}`;

/**
 * The page's ids once the row `id` is dropped before the row at `toIndex` (`rows.length` = after the
 * last): `PUT E/updateOrder` puts them in the places the page holds. Null when nothing moves.
 */
export function dropIds(rows: readonly ResourceRow[], id: number, toIndex: number): number[] | null {
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0 || toIndex < 0 || toIndex > rows.length) return null;
  const ids = rows.map((row) => row.id);
  ids.splice(from, 1);
  const at = toIndex > from ? toIndex - 1 : toIndex;
  if (at === from) return null;
  ids.splice(at, 0, id);
  return ids;
}

/** Where the pointer over a row drops: before it in its upper half, after it in its lower half. */
export function dropIndex(rowIndex: number, pointerY: number, rowTop: number, rowHeight: number): number {
  return pointerY - rowTop < rowHeight / 2 ? rowIndex : rowIndex + 1;
}

/** A row's 1-based place in the whole list, from its index on a page of the list. */
export const positionOf = (index: number, page: number, pageSize: number) => (page - 1) * pageSize + index + 1;

/** The position typed in the "move to position" dialog, or null when it is not a place in the list. */
export function parsePosition(text: string, total: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= total ? value : null;
}
