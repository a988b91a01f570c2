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
import { useTranslation } from 'react-i18next';

export interface SubmitDialogProps {
  open: boolean;
  counts: { total: number; answered: number; unanswered: number; flagged: number };
  isSubmitting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before submitting: how many questions are answered, unanswered and flagged. */
export function SubmitDialog({ open, counts, isSubmitting, error, onCancel, onConfirm }: SubmitDialogProps) {
  const { t } = useTranslation('exam');
  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="submit-title">
      <DialogTitle id="submit-title">{t('submit.title')}</DialogTitle>
      <DialogContent>
        <List dense disablePadding>
          <ListItem disableGutters>
            <ListItemText primary={t('submit.answered', { count: counts.answered, total: counts.total })} />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText primary={t('submit.unanswered', { count: counts.unanswered })} slotProps={{ primary: { color: counts.unanswered > 0 ? 'warning.main' : 'text.primary' } }} data-testid="submit-unanswered" />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText primary={t('submit.flagged', { count: counts.flagged })} data-testid="submit-flagged" />
          </ListItem>
        </List>
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('submit.final')}
        </Alert>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSubmitting} color="inherit">
          {t('submit.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" loading={isSubmitting} data-testid="confirm-submit">
          {t('submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
