'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before something that cannot be undone (a reset, a deletion) on the learner's screens, in the
 * flashcards' own words: the dashboard's ConfirmDialog would send the whole admin namespace with them.
 */
export function ConfirmActionDialog({ open, title, content, confirmLabel, isBusy = false, onConfirm, onClose }: { open: boolean; title: string; content?: string; confirmLabel: string; isBusy?: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('flashcards');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {content ? (
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isBusy}>
          {t('settings.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} loading={isBusy} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
