'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileUsage } from '@lexam/contracts';
import { ConfirmDialog } from '@web/modules/resource/components/confirm-dialog';
import { problemTitle } from '@web/modules/resource/problem';
import { usagesOf } from './files-api';

/** The places that use a file, as the delete dialog lists them. */
export function UsageList({ usages }: { usages: FileUsage[] }) {
  const { t } = useTranslation('files');
  return (
    <List dense aria-label={t('inUseTitle')}>
      {usages.map((usage) => (
        <ListItem key={`${usage.entity}-${usage.field}-${usage.id}`} disableGutters>
          <ListItemText primary={usage.title || t('untitled')} secondary={`${t(`entities.${usage.entity}`, { defaultValue: usage.entity })} #${usage.id}`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Asks before deleting a file or a folder. A file still in use is refused by the server (409): the
 * dialog then lists the places that use it instead.
 */
export function DeleteDialog({ kind, name, onDelete, onClose }: { kind: 'file' | 'folder'; name: string; onDelete: () => Promise<{ error?: unknown }>; onClose: () => void }) {
  const { t } = useTranslation('files');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const usages = usagesOf(failure);
  const confirm = async () => {
    setBusy(true);
    const result = await onDelete();
    setBusy(false);
    if (result.error) setFailure(result.error);
    else onClose();
  };
  if (usages) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('inUseTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('inUseText')}</Typography>
          <UsageList usages={usages} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>{t('actions.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title={t(kind === 'file' ? 'deleteFileTitle' : 'deleteFolderTitle')}
      content={<>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t(kind === 'file' ? 'deleteFileText' : 'deleteFolderText', { name })}</Typography>
        {failure !== undefined && <Alert severity="error" sx={{ mt: 2 }}>{problemTitle(failure)}</Alert>}
      </>}
      confirmLabel={t('actions.delete')}
      isBusy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
