'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import { LAUNCH_DATE } from '../config';
import { Reveal } from '../components/reveal';
import { toLocaleTag } from '../components/locale';
import { useCountdown } from '../components/use-countdown';
import { CountdownDisplay } from '../components/countdown-display';
import { NotifyForm } from '../components/notify-form';
import { ComingSoonIllustration } from '../illustrations/coming-soon-illustration';
import { accentTextSx } from '../components/accent';

/** /coming-soon: where every screen that is not built yet leads, with a countdown and a notify-me field. */
export function ComingSoonView() {
  const { t, i18n } = useTranslation('misc');
  const countdown = useCountdown(LAUNCH_DATE);
  const isOpen = countdown?.isOver ?? false;
  const launchDay = countdown
    ? new Intl.DateTimeFormat(toLocaleTag(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(LAUNCH_DATE)
    : null;

  return (
    <Box sx={{ width: 1, maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 4, md: 8 }, px: { xs: 1, sm: 0 } }}>
      <Reveal>
        <Typography variant="overline" component="p" sx={[{ mb: 1, letterSpacing: 1.5 }, accentTextSx()]}>
          {t('comingSoon.overline')}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {t(isOpen ? 'comingSoon.openTitle' : 'comingSoon.title')}
        </Typography>
      </Reveal>
      <Reveal delay={0.06}>
        <Typography sx={{ color: 'text.secondary' }}>{t(isOpen ? 'comingSoon.openDescription' : 'comingSoon.description')}</Typography>
      </Reveal>
      <Reveal delay={0.12}>
        <Box sx={{ width: 1, maxWidth: 320, mx: 'auto', my: { xs: 4, sm: 5 } }}>
          <ComingSoonIllustration title={t('comingSoon.illustration')} />
        </Box>
      </Reveal>

      <Reveal delay={0.18}>
        {isOpen ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button component={Link} href={paths.page.home} size="large" variant="contained" startIcon={<RocketLaunchRoundedIcon />}>
              {t('comingSoon.openAction')}
            </Button>
          </Stack>
        ) : (
          <>
            <CountdownDisplay countdown={countdown} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, minHeight: '1.5em' }}>
              {launchDay ? t('comingSoon.opensOn', { date: launchDay }) : null}
            </Typography>
          </>
        )}
      </Reveal>

      {isOpen ? null : (
        <Reveal delay={0.24}>
          <Box sx={{ mt: 5, p: { xs: 2.5, sm: 3 }, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', textAlign: 'start' }}>
            <NotifyForm />
          </Box>
        </Reveal>
      )}

      <Box sx={{ mt: 4 }}>
        <Button component={Link} href={paths.root} color="inherit" startIcon={<HomeRoundedIcon />}>
          {t('common.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
