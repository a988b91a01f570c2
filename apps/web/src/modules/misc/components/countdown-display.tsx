'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Countdown } from './use-countdown';
import { toLocaleTag } from './locale';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Four tiles (days, hours, minutes, seconds); dashes until the browser knows the time. */
export function CountdownDisplay({ countdown }: { countdown: Countdown | null }) {
  const { t, i18n } = useTranslation('misc');
  const format = new Intl.NumberFormat(toLocaleTag(i18n.language), { minimumIntegerDigits: 2, useGrouping: false });

  return (
    <Box
      role="group"
      aria-label={t('comingSoon.countdownLabel')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: { xs: 1, sm: 2 }, width: 1, maxWidth: 440, mx: 'auto' }}
    >
      {UNITS.map((unit) => (
        <Box
          key={unit}
          sx={(theme) => ({
            py: { xs: 1.5, sm: 2 },
            borderRadius: 2,
            textAlign: 'center',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
            border: `1px solid ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16)}`,
          })}
        >
          <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}>
            {countdown ? format.format(countdown[unit]) : '--'}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t(`comingSoon.units.${unit}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
