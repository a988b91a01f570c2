'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DragIndicatorRoundedIcon from '@mui/icons-material/DragIndicatorRounded';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { DragEvent, KeyboardEvent } from 'react';
import type { ResourceRow } from '../types';
import { moveButtonKey, moveIds, type MoveDirection } from './order-moves';

export interface OrderColumnInput<Row extends ResourceRow> {
  rows: Row[];
  t: TFunction;
  rowLabel: (row: Row) => string;
  disabledHint: string | null;
  isBusy: boolean;
  total: number;
  positionOf: (row: Row) => number;
  onMove: (row: Row, direction: MoveDirection, from?: 'button' | 'handle') => void;
  /** Home and End on the handle: first and last place of the whole list. */
  onMoveTo: (row: Row, position: number) => void;
  /** The handle pressed (Enter, Space, a tap): the "move to position" dialog. */
  onChoosePosition: (row: Row) => void;
  onDragStart: (row: Row, event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/**
 * The first column of an ordered list: a drag handle and move up / move down, named after the row
 * for screen readers. The handle drags the row (mouse), moves it with the arrow keys, Home and End
 * (keyboard), and opens the "move to position" dialog when pressed (keyboard, touch: dragging never
 * starts from a touch, so the page still scrolls). `disabledHint` (sorted by another column,
 * searching, no parent chosen) disables them all and says why.
 */
export function orderColumn<Row extends ResourceRow>(input: OrderColumnInput<Row>): GridColDef<Row> {
  const { rows, t, rowLabel, disabledHint, isBusy, total, onMove } = input;
  const isDisabled = Boolean(disabledHint) || isBusy;
  const button = (row: Row, direction: MoveDirection) => {
    const isEdge = moveIds(rows, row.id, direction) === null;
    const label = t(direction === 'up' ? 'resource:order.moveUp' : 'resource:order.moveDown', { name: rowLabel(row) });
    const Icon = direction === 'up' ? ArrowUpwardRoundedIcon : ArrowDownwardRoundedIcon;
    const control = (
      <IconButton size="small" aria-label={label} data-move={moveButtonKey(row.id, direction)} disabled={isDisabled || isEdge} onClick={() => onMove(row, direction)}>
        <Icon fontSize="small" />
      </IconButton>
    );
    // A disabled button gets no pointer events: the hint is on a wrapper.
    return <Tooltip title={disabledHint ?? label}><span>{control}</span></Tooltip>;
  };
  const handle = (row: Row) => {
    const position = input.positionOf(row);
    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      const keys: Record<string, () => void> = {
        ArrowUp: () => onMove(row, 'up', 'handle'),
        ArrowDown: () => onMove(row, 'down', 'handle'),
        Home: () => input.onMoveTo(row, 1),
        End: () => input.onMoveTo(row, total),
      };
      const act = keys[event.key];
      if (!act) return;
      // The grid moves its cell focus with these keys: the handle keeps them.
      event.preventDefault();
      event.stopPropagation();
      if (!isBusy) act();
    };
    return (
      <Tooltip title={disabledHint ?? t('resource:order.handleHint')} describeChild>
        <span>
          <IconButton
            size="small"
            aria-label={t('resource:order.handle', { name: rowLabel(row), position, total })}
            data-move={moveButtonKey(row.id, 'handle')}
            // Not disabled while a move is saved: a disabled button would lose the keyboard focus.
            disabled={Boolean(disabledHint)}
            draggable={!isDisabled}
            onDragStart={(event) => input.onDragStart(row, event)}
            onDragEnd={input.onDragEnd}
            onKeyDown={onKeyDown}
            onClick={() => !isBusy && input.onChoosePosition(row)}
            sx={{ cursor: isDisabled ? undefined : 'grab', '&:active': { cursor: 'grabbing' } }}
          >
            <DragIndicatorRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return {
    field: '__order',
    headerName: t('resource:order.column'),
    sortable: false,
    width: 136,
    minWidth: 136,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {handle(row)}
        {button(row, 'up')}
        {button(row, 'down')}
      </Box>
    ),
  };
}
