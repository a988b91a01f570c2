'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const BARS = [42, 64, 52, 78, 60, 88, 70];
const ROWS = [
  { width: 62, status: 'success.main' },
  { width: 48, status: 'warning.main' },
  { width: 70, status: 'success.main' },
];

/** A drawing, made of MUI parts, of the admin dashboard: a menu, a chart and a list. */
export function DashboardMockup() {
  const { t } = useTranslation('landing');

  return (
    <Paper
      role="img"
      aria-label={t('teachers.mockup.label')}
      elevation={0}
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr', sm: '140px 1fr' },
        overflow: 'hidden',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        boxShadow: `0 24px 48px -12px ${theme.alpha((theme.vars ?? theme).palette.grey[900], 0.2)}`,
      })}
    >
      <Box sx={{ p: { xs: 1, sm: 2 }, borderInlineEnd: 1, borderColor: 'divider', bgcolor: 'action.hover', display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: 'primary.main', mb: 1 }} />
        {[0, 1, 2, 3, 4].map((item) => (
          <Box key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.75, borderRadius: 1, bgcolor: item === 1 ? 'action.selected' : 'transparent' }}>
            <Box sx={{ width: 14, height: 14, flexShrink: 0, borderRadius: 0.5, bgcolor: item === 1 ? 'primary.main' : 'text.disabled', opacity: 0.7 }} />
            <Box sx={{ display: { xs: 'none', sm: 'block' }, height: 6, width: `${50 + item * 8}%`, borderRadius: 1, bgcolor: 'text.disabled', opacity: 0.4 }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {t('teachers.mockup.chart')}
        </Typography>
        <Box sx={{ mt: 1.5, height: 110, display: 'flex', alignItems: 'flex-end', gap: { xs: 0.75, sm: 1.25 } }}>
          {BARS.map((height, index) => (
            <Box
              key={index}
              sx={(theme) => ({
                flex: 1,
                height: `${height}%`,
                borderRadius: '6px 6px 2px 2px',
                bgcolor: index === 5 ? 'primary.main' : theme.alpha((theme.vars ?? theme).palette.primary.main, 0.28),
              })}
            />
          ))}
        </Box>
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: 'text.secondary', mt: 2.5, mb: 1 }}>
          {t('teachers.mockup.class')}
        </Typography>
        {ROWS.map((row, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.25, py: 0.75, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
            <Box sx={{ width: 24, height: 24, flexShrink: 0, borderRadius: '50%', bgcolor: ['info.light', 'warning.light', 'success.light'][index] }} />
            <Box sx={{ height: 6, width: `${row.width}%`, borderRadius: 1, bgcolor: 'text.disabled', opacity: 0.4 }} />
            <Box sx={{ marginInlineStart: 'auto', width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: row.status }} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
