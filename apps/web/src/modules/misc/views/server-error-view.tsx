'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { StatusView } from '../components/status-view';
import { ServerErrorIllustration } from '../illustrations/server-error-illustration';

type ServerErrorViewProps = {
  /** Tries the failed screen again; without it the button reloads the page. */
  onRetry?: () => void;
  /** The server's reference for this failure, to quote when reporting it. */
  digest?: string;
};

/** The 500 screen: /500 and the runtime error boundary. */
export function ServerErrorView({ onRetry, digest }: ServerErrorViewProps) {
  const { t } = useTranslation('misc');
  const handleRetry = onRetry ?? (() => window.location.reload());

  return (
    <StatusView
      overline={t('serverError.overline')}
      title={t('serverError.title')}
      description={t('serverError.description')}
      illustration={<ServerErrorIllustration title={t('serverError.illustration')} />}
      actions={
        <>
          <Button size="large" variant="contained" onClick={handleRetry} startIcon={<RefreshRoundedIcon />}>
            {t('common.tryAgain')}
          </Button>
          <Button component={Link} href={paths.root} size="large" variant="outlined" color="inherit" startIcon={<HomeRoundedIcon />}>
            {t('common.goHome')}
          </Button>
        </>
      }
    >
      {digest ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('serverError.reference')}{' '}
          <code dir="ltr">{digest}</code>
        </Typography>
      ) : null}
    </StatusView>
  );
}
