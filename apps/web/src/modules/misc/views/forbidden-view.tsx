'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Button from '@mui/material/Button';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import SwitchAccountRoundedIcon from '@mui/icons-material/SwitchAccountRounded';
import { StatusView } from '../components/status-view';
import { ForbiddenIllustration } from '../illustrations/forbidden-illustration';

type ForbiddenViewProps = {
  /** `public` for /403; `dashboard` for /dashboard/403, which leads back into the dashboard. */
  area?: 'public' | 'dashboard';
};

/** The 403 screen: the server refused to show this screen to the person signed in. */
export function ForbiddenView({ area = 'public' }: ForbiddenViewProps) {
  const { t } = useTranslation('misc');
  const isDashboard = area === 'dashboard';

  return (
    <StatusView
      overline={t('forbidden.overline')}
      title={t('forbidden.title')}
      description={t(isDashboard ? 'forbidden.dashboardDescription' : 'forbidden.description')}
      illustration={<ForbiddenIllustration title={t('forbidden.illustration')} />}
      actions={
        isDashboard ? (
          <>
            <Button component={Link} href={paths.dashboard.root} size="large" variant="contained" startIcon={<DashboardRoundedIcon />}>
              {t('common.backToDashboard')}
            </Button>
            <Button component={Link} href={paths.auth.loginAdmin} size="large" variant="outlined" color="inherit" startIcon={<SwitchAccountRoundedIcon />}>
              {t('forbidden.switchAccount')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} href={paths.root} size="large" variant="contained" startIcon={<HomeRoundedIcon />}>
              {t('common.goHome')}
            </Button>
            <Button component={Link} href={paths.auth.login} size="large" variant="outlined" color="inherit" startIcon={<SwitchAccountRoundedIcon />}>
              {t('forbidden.switchAccount')}
            </Button>
          </>
        )
      }
    />
  );
}
