'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Confirms a submit (a sent answer cannot be changed), warning when the answer is under the minimum. */
export function SubmitDialog({ open, words, minWords, onClose, onSubmit }: { open: boolean; words: number; minWords: number; onClose: () => void; onSubmit: () => Promise<{ ok: boolean; message?: string | null }> }) {
  const { t } = useTranslation('writing');
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setFailure(null);
    const result = await onSubmit();
    setSending(false);
    if (!result.ok) setFailure(result.message || t('submit.failed'));
  };
  return (
    <Dialog open={open} onClose={isSending ? undefined : onClose} aria-labelledby="writing-submit-title" data-testid="writing-submit-dialog">
      <DialogTitle id="writing-submit-title">{t('submit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('submit.body', { count: words })}</DialogContentText>
        {words < minWords ? (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="writing-under-minimum">
            {t('submit.underMinimum', { count: minWords - words, min: minWords })}
          </Alert>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          {t('submit.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} loading={isSending} data-testid="writing-submit-confirm">
          {t('submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
