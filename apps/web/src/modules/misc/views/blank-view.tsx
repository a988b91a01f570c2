'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ViewQuiltRoundedIcon from '@mui/icons-material/ViewQuiltRounded';

/** /dashboard/blank: an empty dashboard screen, the template new admin screens start from. */
export function BlankView() {
  const { t } = useTranslation('misc');

  return (
    <Box sx={{ width: 1 }}>
      <Typography variant="h4" component="h1">
        {t('blank.title')}
      </Typography>
      <Breadcrumbs aria-label={t('blank.breadcrumbs')} sx={{ mt: 1 }}>
        <MuiLink component={Link} href={paths.dashboard.root} underline="hover" color="inherit">
          {t('blank.dashboard')}
        </MuiLink>
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          {t('blank.title')}
        </Typography>
      </Breadcrumbs>
      <Box
        sx={(theme) => ({
          mt: 5,
          width: 1,
          minHeight: 320,
          p: 3,
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          borderRadius: 2,
          border: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
          bgcolor: theme.alpha((theme.vars ?? theme).palette.grey[500], 0.04),
        })}
      >
        <Box>
          <ViewQuiltRoundedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
          <Typography variant="subtitle1" component="p">
            {t('blank.emptyTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 420 }}>
            {t('blank.emptyText')}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
