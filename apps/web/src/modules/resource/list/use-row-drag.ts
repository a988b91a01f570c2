'use client';

import type { Theme } from '@mui/material/styles';
import type { GridRowClassNameParams } from '@mui/x-data-grid';
import { useCallback, useState, type DragEvent } from 'react';
import type { ResourceRow } from '../types';
import { dropIndex } from './order-moves';

const DRAG_TYPE = 'application/x-lexam-row';

/** Where a dragged row would land: before the row at `index` (`rows.length` = after the last). */
interface DragState {
  id: number;
  index: number | null;
}

/** The styles of a drag: the row dragged is faded, a line in the primary colour marks the drop. */
export const rowDragSx = (theme: Theme) => {
  const line = { content: '""', position: 'absolute', insetInline: 0, height: 3, zIndex: 3, pointerEvents: 'none', backgroundColor: (theme.vars ?? theme).palette.primary.main } as const;
  return {
    '& .MuiDataGrid-row.row-drop-before, & .MuiDataGrid-row.row-drop-after': { position: 'relative' },
    '& .MuiDataGrid-row.row-drop-before::before': { ...line, top: -1 },
    '& .MuiDataGrid-row.row-drop-after::after': { ...line, bottom: -1 },
    '& .MuiDataGrid-row.row-dragged': { opacity: 0.45 },
  };
};

/**
 * Dragging rows of a list with the mouse (HTML5 drag and drop, started from a row's handle): the
 * grid's container follows the pointer over the rows and tells where the row would land, and the
 * drop calls `onDrop` with the row and that place. Escape or leaving the list cancels.
 */
export function useRowDrag<Row extends ResourceRow>({ rows, onDrop }: { rows: Row[]; onDrop: (id: number, toIndex: number) => void }) {
  const [drag, setDrag] = useState<DragState | null>(null);

  const start = useCallback((row: Row, event: DragEvent<HTMLElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, String(row.id));
    event.dataTransfer.setData('text/plain', String(row.id));
    // The whole row follows the pointer, not only the handle.
    const rowElement = event.currentTarget.closest<HTMLElement>('.MuiDataGrid-row');
    if (rowElement) {
      const box = rowElement.getBoundingClientRect();
      event.dataTransfer.setDragImage(rowElement, event.clientX - box.left, event.clientY - box.top);
    }
    setDrag({ id: row.id, index: null });
  }, []);

  const end = useCallback(() => setDrag(null), []);

  const placeOf = (event: DragEvent<HTMLElement>): number | null => {
    const rowElement = (event.target as Element).closest<HTMLElement>('.MuiDataGrid-row[data-id]');
    if (!rowElement) return null;
    const index = rows.findIndex((row) => String(row.id) === rowElement.dataset.id);
    if (index < 0) return null;
    const box = rowElement.getBoundingClientRect();
    return dropIndex(index, event.clientY, box.top, box.height);
  };

  const containerProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!drag) return;
      const index = placeOf(event);
      if (index === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (index !== drag.index) setDrag({ ...drag, index });
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (drag && !event.currentTarget.contains(event.relatedTarget as Node | null)) setDrag({ ...drag, index: null });
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!drag) return;
      event.preventDefault();
      const index = placeOf(event) ?? drag.index;
      setDrag(null);
      if (index !== null) onDrop(drag.id, index);
    },
  };

  const getRowClassName = ({ id }: GridRowClassNameParams) => {
    if (!drag) return '';
    const index = rows.findIndex((row) => row.id === id);
    const names: string[] = [];
    if (id === drag.id) names.push('row-dragged');
    if (drag.index === index) names.push('row-drop-before');
    if (drag.index === rows.length && index === rows.length - 1) names.push('row-drop-after');
    return names.join(' ');
  };

  return { isDragging: drag !== null, start, end, containerProps, getRowClassName };
}
