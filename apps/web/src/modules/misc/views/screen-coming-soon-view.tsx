'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import Button from '@mui/material/Button';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { StatusView } from '../components/status-view';
import { GoBackButton } from '../components/go-back-button';
import { ComingSoonIllustration } from '../illustrations/coming-soon-illustration';

/**
 * A screen of the learner area or the dashboard that is not built yet (lib/routes/not-built.ts),
 * shown inside that area's frame so its navigation stays; the way back leads to the area's home.
 */
export function ScreenComingSoonView({ area }: { area: 'learner' | 'dashboard' }) {
  const { t } = useTranslation('misc');
  const home = area === 'dashboard' ? paths.dashboard.home : paths.page.home;
  const Icon = area === 'dashboard' ? DashboardRoundedIcon : SchoolRoundedIcon;

  return (
    <StatusView
      overline={t('comingSoon.overline')}
      title={t('screenComingSoon.title')}
      description={t(`screenComingSoon.description.${area}`)}
      illustration={<ComingSoonIllustration title={t('comingSoon.illustration')} />}
      actions={
        <>
          <Button component={Link} href={home} size="large" variant="contained" startIcon={<Icon />}>
            {t(area === 'dashboard' ? 'common.backToDashboard' : 'screenComingSoon.backToLearnerHome')}
          </Button>
          <GoBackButton fallbackHref={home} />
        </>
      }
    />
  );
}
