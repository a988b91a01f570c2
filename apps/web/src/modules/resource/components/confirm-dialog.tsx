'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  content?: ReactNode;
  /** The confirming button's text; "Delete" by default. */
  confirmLabel?: string;
  /** Shows the confirming button busy and blocks closing while the call runs. */
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deletions). */
export function ConfirmDialog({ open, title, content, confirmLabel, isBusy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('resource');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {content && (
        <DialogContent>
          <DialogContentText component="div">{content}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isBusy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={isBusy}>
          {confirmLabel ?? t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
