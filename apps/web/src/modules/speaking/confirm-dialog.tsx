'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before sending an answer or deleting answers (in the learner's namespace, sent with the page). */
export function SpeakingConfirm({ open, title, text, confirmLabel, tone = 'primary', isBusy = false, onConfirm, onClose }: { open: boolean; title: string; text: string; confirmLabel: string; tone?: 'primary' | 'error'; isBusy?: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('speaking');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isBusy}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="contained" color={tone} onClick={onConfirm} loading={isBusy} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
