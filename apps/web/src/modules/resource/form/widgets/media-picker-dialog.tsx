'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FileFolder, MediaKind, StoredFile } from '@lexam/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../list/format';
import { problemTitle } from '../../problem';
import { useResourceListQuery } from '../../resource-api';
import { useFileFoldersQuery } from '@web/modules/files-manager/files-api';

/** The resource key of the uploaded files' lists (an upload refreshes them). */
export const FILES_KEY = 'files';

/** A folder as the picker names it: its path from the root (`Listening / Part 1`). */
function folderLabel(all: FileFolder[], folder: FileFolder): string {
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  const names = [folder.name];
  for (let parent = folder.parentId ? byId.get(folder.parentId) : undefined; parent && names.length < 20; parent = parent.parentId ? byId.get(parent.parentId) : undefined) names.unshift(parent.name);
  return names.join(' / ');
}

/** The files already uploaded of one kind, searched by name and by files-manager folder: choosing one closes the dialog. */
export function MediaPickerDialog({ kind, open, onClose, onPick }: { kind: MediaKind; open: boolean; onClose: () => void; onPick: (file: StoredFile) => void }) {
  const { t } = useTranslation('resource');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  /** '' every folder, '0' the root, else a folder's id: the files manager's folders. */
  const [folder, setFolder] = useState('');
  const folders = useFileFoldersQuery(undefined, { skip: !open });
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [input]);
  const { data, error, isFetching } = useResourceListQuery(
    { key: FILES_KEY, request: { method: 'GET', url: 'Upload/getFiles', params: { kind, searchByName: search || undefined, folderId: folder === '' ? undefined : Number(folder), pageIndex: 1, pageSize: 30 } } },
    { skip: !open },
  );
  const files = (data?.rows ?? []) as StoredFile[];
  const total = data?.pagination?.totalCount ?? files.length;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{t(`media.pickTitle.${kind}`)}</DialogTitle>
      <DialogContent dividers>
        <TextField type="search" value={input} onChange={(event) => setInput(event.target.value)} label={t('media.searchFiles')} size="small" fullWidth autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField select value={folder} onChange={(event) => setFolder(event.target.value)} label={t('media.folder')} size="small" fullWidth sx={{ mt: 2 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{t('media.allFolders')}</MenuItem>
          <MenuItem value="0">{t('media.rootFolder')}</MenuItem>
          {(folders.data ?? []).map((entry) => <MenuItem key={entry.id} value={String(entry.id)}>{folderLabel(folders.data ?? [], entry)}</MenuItem>)}
        </TextField>
        {error ? (
          <Typography role="alert" sx={{ color: 'error.main', mt: 2 }}>{problemTitle(error)}</Typography>
        ) : isFetching && files.length === 0 ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        ) : files.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 2 }}>{search ? t('list.noMatchTitle') : t('media.noFiles')}</Typography>
        ) : (
          <List aria-label={t(`media.pickTitle.${kind}`)} sx={{ mt: 1 }}>
            {files.map((file) => (
              <ListItemButton key={file.id} onClick={() => onPick(file)}>
                <ListItemText primary={file.originalName} secondary={`${formatDate(file.createdAt)} · ${Math.max(1, Math.round(file.size / 1024))} KB`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItemButton>
            ))}
          </List>
        )}
        {total > files.length && <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>{t('media.moreFiles', { count: total - files.length })}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
