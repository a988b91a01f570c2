'use client';

import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassMember } from '@lexam/contracts';
import { toLanguage } from '@web/lib/i18n/config';
import { ResourceGrid } from '@web/modules/resource';
import { displayName, formatDate } from '../display';

function EmptyMembers() {
  const { t } = useTranslation('classes');
  return (
    <Box sx={{ height: 1, display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <GroupsRoundedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="subtitle1" component="p">
          {t('members.empty')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('members.emptyText')}
        </Typography>
      </Box>
    </Box>
  );
}

export interface ClassMembersGridProps {
  rows: ClassMember[];
  /** Undefined while the first page loads. */
  rowCount: number | undefined;
  isLoading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  onRemove: (member: ClassMember) => void;
}

/** The members of a class, paged by the server (the x-pagination header gives the total) in the admin lists' grid. */
export function ClassMembersGrid({ rows, rowCount, isLoading, paginationModel, onPaginationModelChange, onRemove }: ClassMembersGridProps) {
  const { t, i18n } = useTranslation('classes');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  const columns = useMemo<GridColDef<ClassMember>[]>(
    () => [
      { field: 'fullName', headerName: t('members.columns.name'), flex: 1.2, minWidth: 180, valueGetter: (_value, row) => displayName(row) },
      { field: 'account', headerName: t('members.columns.account'), flex: 1.2, minWidth: 200, valueGetter: (_value, row) => row.email ?? row.username ?? '' },
      {
        field: 'role',
        headerName: t('members.columns.role'),
        flex: 0.8,
        minWidth: 130,
        display: 'flex',
        valueGetter: (_value, row) => row.role?.name ?? '',
        renderCell: ({ row }) => (row.role ? <Chip size="small" label={row.role.name} variant="outlined" color="primary" /> : <Typography variant="body2" sx={{ color: 'text.disabled' }}>{t('members.noRole')}</Typography>),
      },
      {
        field: 'subject',
        headerName: t('members.columns.subject'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => row.subject?.name ?? t('members.wholeClass'),
      },
      { field: 'addedAt', headerName: t('members.columns.addedAt'), minWidth: 130, valueFormatter: (value: string) => formatDate(value, language) },
      {
        field: 'actions',
        headerName: t('members.columns.actions'),
        width: 90,
        display: 'flex',
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => {
          const label = t('members.remove', { name: displayName(row) });
          return (
            <Tooltip title={label}>
              <IconButton aria-label={label} color="error" onClick={() => onRemove(row)}>
                <PersonRemoveRoundedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      },
    ],
    [t, language, onRemove],
  );

  return (
    <ResourceGrid<ClassMember>
      aria-label={t('members.gridLabel')}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={isLoading}
      isSearch={false}
      sortingMode="client"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      slots={{ noRowsOverlay: EmptyMembers }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
