'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The attempt can no longer change: the time is up (the answers saved are submitted now), or the
 * server refused a save with 409 (time up or submitted elsewhere). It cannot be dismissed.
 */
export function ExamClosedDialog({ open, reason, message, isSubmitting, error, onRetry }: { open: boolean; reason: 'expired' | 'closed'; message: string | null; isSubmitting: boolean; error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('exam');
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="closed-title" data-testid="exam-closed">
      <DialogTitle id="closed-title">{reason === 'expired' ? t('timer.timeUp') : t('closed.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{reason === 'expired' ? t('closed.expired') : (message ?? t('closed.text'))}</Typography>
          {isSubmitting && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{t('closed.submitting')}</Typography>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onRetry} disabled={isSubmitting}>
          {t('closed.seeResult')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
