'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import HelpRoundedIcon from '@mui/icons-material/HelpRounded';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import UpdateRoundedIcon from '@mui/icons-material/UpdateRounded';
import { StatusView } from '../components/status-view';
import { MaintenanceIllustration } from '../illustrations/maintenance-illustration';

const NOTES = [
  { key: 'kept', Icon: CloudDoneRoundedIcon },
  { key: 'short', Icon: ScheduleRoundedIcon },
  { key: 'back', Icon: UpdateRoundedIcon },
] as const;

/** /maintenance: Lexam is offline for planned work. */
export function MaintenanceView() {
  const { t } = useTranslation('misc');

  return (
    <StatusView
      title={t('maintenance.title')}
      description={t('maintenance.description')}
      illustration={<MaintenanceIllustration title={t('maintenance.illustration')} />}
      actions={
        <>
          <Button size="large" variant="contained" startIcon={<RefreshRoundedIcon />} onClick={() => window.location.reload()}>
            {t('maintenance.reload')}
          </Button>
          <Button component={Link} href={paths.faqs} size="large" variant="outlined" color="inherit" startIcon={<HelpRoundedIcon />}>
            {t('maintenance.faqs')}
          </Button>
        </>
      }
    >
      <Box
        component="ul"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, listStyle: 'none', p: 0, m: 0, textAlign: 'start' }}
      >
        {NOTES.map(({ key, Icon }) => (
          <Box component="li" key={key} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Icon sx={{ color: 'primary.main', mb: 1 }} aria-hidden />
            <Typography variant="subtitle2" component="h2">
              {t(`maintenance.notes.${key}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t(`maintenance.notes.${key}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </StatusView>
  );
}
