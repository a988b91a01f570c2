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
export const moveButtonKey = (id: number, direction: MoveDirection) => `${id}-${direction}`;
