'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { WarningMinutes } from './exam-clock';

/** The warning at 10 and at 5 minutes left, at the top of the screen for ten seconds. */
export function TimeWarning({ warning, onClose }: { warning: WarningMinutes | null; onClose: () => void }) {
  const { t } = useTranslation('exam');
  return (
    <Snackbar open={warning !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={10_000} onClose={onClose}>
      <Alert severity={warning === 5 ? 'error' : 'warning'} variant="filled" onClose={onClose} data-testid="time-warning">
        {warning === 5 ? t('timer.warning5') : t('timer.warning10')}
      </Alert>
    </Snackbar>
  );
}
