'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { problemTitle } from '../problem';
import { useResourceSendMutation } from '../resource-api';
import type { ListCallArgs, ResourceDefinition, ResourceRequest, ResourceRow } from '../types';
import { dropIds, moveButtonKey, moveIds, positionOf, type MoveDirection } from './order-moves';

/** The order shown while a move is being saved, for the rows it was made on. */
interface Pending<Row> {
  base: Row[];
  ids: number[];
}

/** Where the list stands: the page shown and the list's total, to number positions. */
export interface ReorderPlace {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Moving rows of an ordered list: why it cannot be done now (another sort, a search, no parent
 * chosen); a move one place (buttons, or the arrow keys on the handle), a drop of a dragged row, or
 * a move to a position anywhere in the list (the dialog, across pages). The new order shows at
 * once and is saved; a failed save puts the rows back and says so. Each move is announced to screen
 * readers, and the focus goes back to the moved row's control once the rows come back.
 */
export function useReorder<Row extends ResourceRow>({ definition, rows, args, isFetching, place }: { definition: ResourceDefinition<Row>; rows: Row[]; args: ListCallArgs; isFetching: boolean; place: ReorderPlace }) {
  const { t } = useTranslation([definition.ns, 'resource']);
  const toast = useToast();
  const [send, { isLoading }] = useResourceSendMutation();
  const focusKeys = useRef<string[] | null>(null);
  const [pending, setPending] = useState<Pending<Row> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { list } = definition;
  const { page, pageSize, total } = place;

  let disabledHint: string | null = null;
  if (args.sort && args.sort !== 'sortOrder') disabledHint = t('resource:order.sortedOtherwise');
  else if (args.searchByName) disabledHint = t('resource:order.searching');
  else if (list.parentFilter && !args.filters?.[list.parentFilter.field]) disabledHint = t('resource:order.chooseParent', { parent: t(list.parentFilter.label) });

  // The order being saved shows until the list comes back with the saved one.
  const shown = useMemo(() => {
    if (!pending || pending.base !== rows) return rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pending.ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
  }, [pending, rows]);

  useEffect(() => {
    const keys = focusKeys.current;
    if (!keys || isFetching) return;
    focusKeys.current = null;
    // The grid puts the rows in their new order after this render, and moving a row's element
    // takes the focus away from it: the focus is given back a few times while the grid settles,
    // unless the person has gone elsewhere.
    const giveBack = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      for (const key of keys) {
        const control = document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`);
        if (control && !control.disabled) {
          control.focus();
          return;
        }
      }
    };
    giveBack();
    for (const delay of [50, 150, 300, 600]) window.setTimeout(giveBack, delay);
  }, [rows, isFetching]);

  const save = useCallback(
    async ({ request, shownIds, row, position, focus }: { request: ResourceRequest; shownIds: number[] | null; row: Row; position: number; focus: string[] }) => {
      if (shownIds) setPending({ base: rows, ids: shownIds });
      const result = await send({ key: definition.key, request, invalidates: definition.invalidates });
      if ('error' in result) {
        setPending(null);
        toast.error(problemTitle(result.error));
        setAnnouncement(t('resource:order.restored'));
        return false;
      }
      focusKeys.current = focus;
      toast.success(t('resource:order.saved'));
      setAnnouncement(t('resource:order.moved', { name: definition.rowLabel(row), position, total }));
      return true;
    },
    [rows, send, definition, toast, t, total],
  );

  const indexOf = useCallback((row: Row) => rows.findIndex((item) => item.id === row.id), [rows]);

  // Stable while the rows are: the grid's columns are rebuilt only when something shown changes.
  const move = useCallback(
    (row: Row, direction: MoveDirection, from: 'button' | 'handle' = 'button') => {
      const ids = moveIds(rows, row.id, direction);
      if (!ids) return;
      const shownIds = rows.map((item) => item.id);
      const index = indexOf(row);
      const other = direction === 'up' ? index - 1 : index + 1;
      [shownIds[index], shownIds[other]] = [shownIds[other]!, shownIds[index]!];
      const opposite: MoveDirection = direction === 'up' ? 'down' : 'up';
      const focus = from === 'handle' ? [moveButtonKey(row.id, 'handle')] : [moveButtonKey(row.id, direction), moveButtonKey(row.id, opposite)];
      void save({ request: definition.calls.reorder(ids), shownIds, row, position: positionOf(other, page, pageSize), focus });
    },
    [rows, indexOf, save, definition, page, pageSize],
  );

  const drop = useCallback(
    (id: number, toIndex: number) => {
      const ids = dropIds(rows, id, toIndex);
      const row = rows.find((item) => item.id === id);
      if (!ids || !row) return;
      void save({ request: definition.calls.reorder(ids), shownIds: ids, row, position: positionOf(ids.indexOf(id), page, pageSize), focus: [moveButtonKey(id, 'handle')] });
    },
    [rows, save, definition, page, pageSize],
  );

  /** Moves a row to a 1-based place in the whole list; it may leave the page shown. */
  const moveTo = useCallback(
    (row: Row, position: number) => {
      const index = indexOf(row);
      if (index < 0 || positionOf(index, page, pageSize) === position) return Promise.resolve(true);
      const target = position - positionOf(0, page, pageSize);
      const shownIds = target >= 0 && target < rows.length ? dropIds(rows, row.id, target > index ? target + 1 : target) : null;
      return save({ request: definition.calls.reorder([row.id], position), shownIds, row, position, focus: [moveButtonKey(row.id, 'handle')] });
    },
    [rows, indexOf, save, definition, page, pageSize],
  );

  const placeOf = useCallback((row: Row) => positionOf(indexOf(row), page, pageSize), [indexOf, page, pageSize]);

  return { disabledHint, isBusy: isLoading, rows: shown, move, drop, moveTo, announcement, positionOf: placeOf };
}
