'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import SwitchAccountRoundedIcon from '@mui/icons-material/SwitchAccountRounded';
import { StatusView } from '../components/status-view';
import { ForbiddenIllustration } from '../illustrations/forbidden-illustration';

/** Shown inside the dashboard when an admin is signed in but no role of theirs grants the screen. */
export function PermissionDeniedView() {
  const { t } = useTranslation('misc');

  return (
    <StatusView
      title={t('permissionDenied.title')}
      description={t('permissionDenied.description')}
      illustration={<ForbiddenIllustration title={t('forbidden.illustration')} />}
      actions={
        <>
          <Button component={Link} href={paths.dashboard.root} size="large" variant="contained" startIcon={<DashboardRoundedIcon />}>
            {t('common.backToDashboard')}
          </Button>
          <Button component={Link} href={paths.auth.loginAdmin} size="large" variant="outlined" color="inherit" startIcon={<SwitchAccountRoundedIcon />}>
            {t('forbidden.switchAccount')}
          </Button>
        </>
      }
    >
      <Alert severity="info" variant="outlined" sx={{ textAlign: 'start' }}>
        {t('permissionDenied.hint')}
      </Alert>
    </StatusView>
  );
}
