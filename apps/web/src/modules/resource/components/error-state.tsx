'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { problemTitle, statusOf } from '../problem';

/**
 * A failed load, said clearly: the server's own sentence, what it means (no permission, not found,
 * no connection) and a retry when retrying can help.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('resource');
  const status = statusOf(error);
  const heading = status === 403 ? t('errors.forbidden') : status === 404 ? t('errors.notFound') : status === 0 ? t('errors.offline') : t('errors.loadFailed');
  const canRetry = onRetry && status !== 403 && status !== 404;
  return (
    <Alert
      severity={status === 403 ? 'warning' : 'error'}
      variant="outlined"
      action={
        canRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
      sx={{ m: { xs: 2, md: 3 } }}
      data-testid="resource-error"
    >
      <AlertTitle>{heading}</AlertTitle>
      {problemTitle(error)}
    </Alert>
  );
}
