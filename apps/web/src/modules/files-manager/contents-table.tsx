'use client';

import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolder, ManagedFile } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { readableAccent } from '@web/theme/readable-shade';
import { formatDate } from '@web/modules/resource/list/format';
import { KindIcon, formatSize } from './file-format';

export type RowAction = 'preview' | 'rename' | 'move' | 'delete';
export type Row = { type: 'folder'; folder: FileFolder } | { type: 'file'; file: ManagedFile };

/** A folder's subfolders, then its files: name (a folder opens, a file previews), kind, size, date, use, and a menu of actions. */
export function ContentsTable({ folders, files, canEdit, canDelete, onAction }: { folders: FileFolder[]; files: ManagedFile[]; canEdit: boolean; canDelete: boolean; onAction: (row: Row, action: RowAction) => void }) {
  const { t, i18n } = useTranslation('files');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: Row } | null>(null);
  const actions: RowAction[] = menu ? [...(menu.row.type === 'file' ? (['preview'] as const) : []), ...(canEdit ? (['rename', 'move'] as const) : []), ...(canDelete ? (['delete'] as const) : [])] : [];
  const rows: Row[] = [...folders.map((folder) => ({ type: 'folder' as const, folder })), ...files.map((file) => ({ type: 'file' as const, file }))];
  const nameOf = (row: Row) => (row.type === 'folder' ? row.folder.name : row.file.originalName);

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('columns.kind')}</TableCell>
            <TableCell align="right">{t('columns.size')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('columns.date')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('columns.usage')}</TableCell>
            <TableCell align="right"><Box component="span" sx={visuallyHidden}>{t('columns.actions')}</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = nameOf(row);
            const key = row.type === 'folder' ? `folder-${row.folder.id}` : `file-${row.file.id}`;
            return (
              <TableRow key={key} hover data-testid={key}>
                <TableCell sx={{ maxWidth: 360 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <KindIcon kind={row.type === 'folder' ? 'folder' : row.file.kind} />
                    {row.type === 'folder' ? (
                      <Link component={NextLink} href={paths.dashboard.system.uploadFiles.folder(row.folder.id)} underline="hover" sx={{ overflowWrap: 'anywhere' }}>{name}</Link>
                    ) : (
                      <Link component="button" type="button" underline="hover" onClick={() => onAction(row, 'preview')} sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>{name}</Link>
                    )}
                  </Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t(`kinds.${row.type === 'folder' ? 'folder' : row.file.kind}`)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{row.type === 'file' ? <bdi>{formatSize(row.file.size, i18n.language)}</bdi> : ''}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDate(row.type === 'folder' ? row.folder.createdAt : row.file.createdAt)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {row.type === 'file' ? (row.file.usageCount === 0 ? t('notUsed') : row.file.usageCount === 1 ? t('usedOne') : t('usedCount', { count: row.file.usageCount })) : ''}
                </TableCell>
                <TableCell align="right" sx={{ width: 56 }}>
                  {(row.type === 'file' || canEdit || canDelete) && (
                    <IconButton size="small" aria-label={t('moreFor', { name })} aria-haspopup="menu" onClick={(event) => setMenu({ anchor: event.currentTarget, row })}>
                      <MoreVertRoundedIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => { const row = menu!.row; setMenu(null); onAction(row, action); }} sx={action === 'delete' ? { color: (theme) => readableAccent(theme, 'error') } : undefined}>
            {t(`actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
