'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** A centred slim progress bar: the fallback while the store restores or a lazy screen loads. */
export function LoadingScreen({ sx, ...other }: BoxProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      // A progress bar needs a name (WCAG 4.1.2).
      aria-label={t('app.loading')}
      sx={[{ px: 5, width: 1, flexGrow: 1, minHeight: 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...other}
    >
      <LinearProgress color="inherit" aria-hidden sx={{ width: 1, maxWidth: 360, height: 3, borderRadius: 2, color: 'primary.main' }} />
    </Box>
  );
}
