'use client';

import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgressCounts, Streak } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@web/lib/i18n/intl-locale';

const DAY = 86_400_000;
const WEEKS = 5;

/** The last five weeks as days (YYYY-MM-DD) ending on the learner's today, oldest first. */
export function calendarDays(today: string, weeks = WEEKS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: weeks * 7 }, (_, index) => new Date(end - (weeks * 7 - 1 - index) * DAY).toISOString().slice(0, 10));
}

/** The streak, a five-week calendar of active days and how much of each kind the learner has done. */
export function SummaryStrip({ streak, counts }: { streak: Streak; counts: ProgressCounts }) {
  const { t, i18n } = useTranslation('results');
  const active = new Set(streak.recentDays);
  const days = calendarDays(streak.today);
  const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, i18n.language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const hint = streak.activeToday ? t('streak.activeToday') : streak.current > 0 ? t('streak.keepGoing') : t('streak.start');
  const countKeys = ['tests', 'passages', 'flashcardReviews', 'writing', 'speaking', 'videos'] as const;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="results-summary">
      <Paper variant="outlined" component="section" aria-labelledby="results-streak" sx={{ p: 2, borderRadius: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 2 }}>
          <Box>
            <Typography id="results-streak" variant="overline" component="h2" color="text.secondary">
              {t('streak.title')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LocalFireDepartmentRoundedIcon aria-hidden sx={{ color: streak.current > 0 ? 'warning.main' : 'text.disabled' }} />
              <Typography variant="h5" component="p" data-testid="streak-current">
                {streak.current > 0 ? t('streak.current', { count: streak.current }) : t('streak.none')}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('streak.longest', { count: streak.longest })} · {t('streak.days30', { count: streak.daysActiveLast30 })}
            </Typography>
          </Box>
          <Box
            component="ol"
            aria-label={t('streak.calendar')}
            data-testid="streak-calendar"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 14px)', gridAutoRows: '14px', gap: '4px', listStyle: 'none', m: 0, p: 0 }}
          >
            {days.map((day) => (
              <Box
                component="li"
                key={day}
                title={t(active.has(day) ? 'streak.dayActive' : 'streak.dayIdle', { date: dayLabel(day) })}
                data-active={active.has(day) || undefined}
                sx={{ borderRadius: '3px', bgcolor: active.has(day) ? 'success.main' : 'action.selected', outline: day === streak.today ? '2px solid' : 'none', outlineColor: 'text.primary', outlineOffset: '1px' }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {t(active.has(day) ? 'streak.dayActive' : 'streak.dayIdle', { date: dayLabel(day) })}
                </Box>
              </Box>
            ))}
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="results-counts" sx={{ p: 2, borderRadius: 2 }}>
        <Typography id="results-counts" variant="overline" component="h2" color="text.secondary">
          {t('counts.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, m: 0 }}>
          {countKeys.map((key) => (
            <Box key={key} data-testid={`count-${key}`} sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`counts.${key}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatNumber(counts[key], i18n.language)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
