'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { problemTitle } from '../problem';
import { useResourceSendMutation } from '../resource-api';
import type { ListCallArgs, ResourceDefinition, ResourceRow } from '../types';
import { moveButtonKey, moveIds, type MoveDirection } from './order-moves';

/**
 * Moving rows of an ordered list: why it cannot be done now (another sort, a search, no parent
 * chosen), the move itself (saved at once, the list refetches), and the focus kept on the moved
 * row's button once the rows come back, so a keyboard user can move it again.
 */
export function useReorder<Row extends ResourceRow>({ definition, rows, args, isFetching }: { definition: ResourceDefinition<Row>; rows: Row[]; args: ListCallArgs; isFetching: boolean }) {
  const { t } = useTranslation([definition.ns, 'resource']);
  const toast = useToast();
  const [send, { isLoading }] = useResourceSendMutation();
  const focusKey = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const { list } = definition;

  let disabledHint: string | null = null;
  if (args.sort && args.sort !== 'sortOrder') disabledHint = t('resource:order.sortedOtherwise');
  else if (args.searchByName) disabledHint = t('resource:order.searching');
  else if (list.parentFilter && !args.filters?.[list.parentFilter.field]) disabledHint = t('resource:order.chooseParent', { parent: t(list.parentFilter.label) });

  useEffect(() => {
    const target = focusKey.current;
    if (!target || isFetching) return;
    focusKey.current = null;
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up';
    const find = (direction: MoveDirection) => document.querySelector<HTMLButtonElement>(`[data-move="${moveButtonKey(target.id, direction)}"]`);
    const button = find(target.direction);
    (button && !button.disabled ? button : find(other))?.focus();
  }, [rows, isFetching]);

  // Stable while the rows are: the grid's columns are rebuilt only when something shown changes.
  const move = useCallback(
    (row: Row, direction: MoveDirection) => {
      const ids = moveIds(rows, row.id, direction);
      if (!ids) return;
      void send({ key: definition.key, request: definition.calls.reorder(ids), invalidates: definition.invalidates }).then((result) => {
        if ('error' in result) {
          toast.error(problemTitle(result.error));
          return;
        }
        focusKey.current = { id: row.id, direction };
        toast.success(t('resource:order.saved'));
      });
    },
    [rows, send, definition, toast, t],
  );

  return { disabledHint, isBusy: isLoading, move };
}
