'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks for a name (a new folder, a folder's or a file's new name). `onSubmit` answers an error to show
 * under the field, or nothing when it is done.
 */
export function NameDialog({ title, initial = '', help, submitLabel, maxLength, onSubmit, onClose }: { title: string; initial?: string; help?: string; submitLabel: string; maxLength: number; onSubmit: (name: string) => Promise<string | undefined>; onClose: () => void }) {
  const { t } = useTranslation('files');
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!name.trim()) return;
    setBusy(true);
    const failure = await onSubmit(name.trim());
    setBusy(false);
    if (failure) setError(failure);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('nameLabel')}
            value={name}
            onChange={(event) => { setName(event.target.value); setError(undefined); }}
            error={Boolean(error)}
            helperText={error ?? help}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" variant="outlined" onClick={onClose} disabled={busy}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!name.trim()}>{submitLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
