'use client';

import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ResourceDefinition, ResourceRow } from '../types';
import { renderCell } from './cells';

/** The grid columns of a resource on a tab, headers translated, sortable only where the server sorts. */
export function toGridColumns<Row extends ResourceRow>({ definition, tab, t, language }: { definition: ResourceDefinition<Row>; tab: string; t: TFunction; language: string }): GridColDef<Row>[] {
  return definition.list.columns
    .filter((column) => !column.tabs || column.tabs.includes(tab))
    .map((column) => ({
      field: column.field,
      headerName: t(column.label, { ns: definition.ns }),
      sortable: column.sortable ?? false,
      flex: column.flex ?? (column.width ? undefined : 1),
      width: column.width,
      // A fixed width is the author's choice; the 140 px floor is for flexible columns only.
      minWidth: column.minWidth ?? (column.width ? Math.min(column.width, 140) : 140),
      align: column.kind === 'number' ? 'right' : 'left',
      headerAlign: column.kind === 'number' ? 'right' : 'left',
      valueGetter: (_value, row) => (column.value ? column.value(row) : (row as unknown as Record<string, unknown>)[column.field]),
      renderCell: (params) => (column.render ? column.render({ row: params.row, t }) : renderCell({ kind: column.kind, value: params.value, t, language })),
    }));
}

/** Maps grid fields to the server's sort columns where they differ. */
export function sortKeysOf<Row extends ResourceRow>(definition: ResourceDefinition<Row>): Record<string, string> {
  return Object.fromEntries(definition.list.columns.filter((column) => column.sortKey).map((column) => [column.field, column.sortKey!]));
}
