'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ResourceRow } from '../types';
import { moveButtonKey, moveIds, type MoveDirection } from './order-moves';

/**
 * The first column of an ordered list: move up and move down, named after the row for screen
 * readers. `disabledHint` (sorted by another column, searching, no parent chosen) disables them
 * and says why.
 */
export function orderColumn<Row extends ResourceRow>({ rows, t, rowLabel, disabledHint, isBusy, onMove }: { rows: Row[]; t: TFunction; rowLabel: (row: Row) => string; disabledHint: string | null; isBusy: boolean; onMove: (row: Row, direction: MoveDirection) => void }): GridColDef<Row> {
  const button = (row: Row, direction: MoveDirection) => {
    const isEdge = moveIds(rows, row.id, direction) === null;
    const label = t(direction === 'up' ? 'resource:order.moveUp' : 'resource:order.moveDown', { name: rowLabel(row) });
    const Icon = direction === 'up' ? ArrowUpwardRoundedIcon : ArrowDownwardRoundedIcon;
    const control = (
      <IconButton size="small" aria-label={label} data-move={moveButtonKey(row.id, direction)} disabled={Boolean(disabledHint) || isEdge || isBusy} onClick={() => onMove(row, direction)}>
        <Icon fontSize="small" />
      </IconButton>
    );
    // A disabled button gets no pointer events: the hint is on a wrapper.
    return <Tooltip title={disabledHint ?? label}><span>{control}</span></Tooltip>;
  };
  return {
    field: '__order',
    headerName: t('resource:order.column'),
    sortable: false,
    width: 104,
    minWidth: 104,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {button(row, 'up')}
        {button(row, 'down')}
      </Box>
    ),
  };
}
