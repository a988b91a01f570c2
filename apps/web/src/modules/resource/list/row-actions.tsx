'use client';

import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { PermissionName } from '@lexam/contracts';
import type { TFunction } from 'i18next';
import type { ResourceDefinition, ResourceRow, ResourceRowAction } from '../types';

export interface RowActionHandlers<Row extends ResourceRow> {
  can: (permission: PermissionName) => boolean;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  onAction: (action: ResourceRowAction<Row>, row: Row) => void;
}

/** The row actions the signed-in admin may use, in display order: extras, edit, delete. */
export function visibleRowActions<Row extends ResourceRow>(definition: ResourceDefinition<Row>, can: (permission: PermissionName) => boolean) {
  const extras = (definition.list.rowActions ?? []).filter((action) => !action.permission || can(action.permission));
  const canEdit = can(`${definition.permission}.update`);
  const canDelete = can(`${definition.permission}.delete`);
  return { extras, canEdit, canDelete, count: extras.length + Number(canEdit) + Number(canDelete) };
}

/** The grid's last column: icon buttons labelled for screen readers and tests. */
export function actionsColumn<Row extends ResourceRow>({ definition, t, handlers }: { definition: ResourceDefinition<Row>; t: TFunction; handlers: RowActionHandlers<Row> }): GridColDef<Row> | null {
  const { extras, canEdit, canDelete, count } = visibleRowActions(definition, handlers.can);
  if (count === 0) return null;
  const isDeletable = definition.list.canDelete ?? (() => true);
  return {
    field: 'actions',
    type: 'actions',
    headerName: t('resource:list.actions'),
    width: Math.max(72, count * 44 + 16),
    align: 'right',
    headerAlign: 'right',
    getActions: ({ row }) => [
      ...extras
        .filter((action) => !action.isVisible || action.isVisible(row))
        .map((action) => (
          <GridActionsCellItem key={action.id} icon={action.icon} label={t(action.label, { ns: definition.ns })} title={t(action.label, { ns: definition.ns })} onClick={() => handlers.onAction(action, row)} />
        )),
      ...(canEdit ? [<GridActionsCellItem key="edit" icon={<EditRoundedIcon />} label={t('resource:actions.edit')} title={t('resource:actions.edit')} onClick={() => handlers.onEdit(row)} />] : []),
      ...(canDelete && isDeletable(row)
        ? [<GridActionsCellItem key="delete" icon={<DeleteOutlineRoundedIcon color="error" />} label={t('resource:actions.delete')} title={t('resource:actions.delete')} onClick={() => handlers.onDelete(row)} />]
        : []),
    ],
  };
}
