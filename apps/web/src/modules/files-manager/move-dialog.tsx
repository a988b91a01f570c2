'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolder } from '@lexam/contracts';
import { FolderTree } from './folder-tree';

/** Chooses the folder to move something to; a folder being moved cannot go in itself or below. */
export function MoveDialog({ name, folders, current, movingFolderId, onMove, onClose }: { name: string; folders: FileFolder[]; current: number; movingFolderId?: number; onMove: (folderId: number) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('files');
  const titleId = useId();
  const [target, setTarget] = useState(current);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>{t('moveTitle', { name })}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 200 }}>
        <FolderTree folders={folders} selected={target} onSelect={setTarget} disabledId={movingFolderId} label={t('moveTitle', { name })} />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" variant="outlined" onClick={onClose} disabled={busy}>{t('actions.cancel')}</Button>
        <Button variant="contained" loading={busy} disabled={target === current} onClick={async () => { setBusy(true); await onMove(target); setBusy(false); }}>
          {t('actions.moveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
