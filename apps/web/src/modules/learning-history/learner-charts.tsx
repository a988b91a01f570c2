'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ACTIVITY_KINDS, type ActivityRow } from '@lexam/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@web/lib/i18n/intl-locale';
import { weekOf } from './history-format';

const HEIGHT = 220;
const Y_AXIS = { width: 48 } as const;

/** The weeks from the first to the last row's, every week present (an idle week shows as nothing done). */
function weeksBetween(rows: ActivityRow[]): string[] {
  if (rows.length === 0) return [];
  const weeks = rows.map((row) => weekOf(row.at)).sort();
  const out: string[] = [];
  for (let week = new Date(`${weeks[0]}T00:00:00Z`); week.toISOString().slice(0, 10) <= weeks.at(-1)!; week = new Date(week.getTime() + 7 * 86_400_000)) {
    out.push(week.toISOString().slice(0, 10));
    if (out.length > 120) break;
  }
  return out;
}

/** One learner's charts: what they did each week, by kind, and their scores (percent) over time. */
export default function LearnerCharts({ rows }: { rows: ActivityRow[] }) {
  const { t, i18n } = useTranslation('history');
  const weeks = weeksBetween(rows);
  const kinds = ACTIVITY_KINDS.filter((kind) => rows.some((row) => row.activity === kind));
  const weekLabel = (week: string) => formatDate(`${week}T00:00:00Z`, i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const scored = rows.filter((row) => row.percent !== null && row.activity !== 'video').sort((a, b) => a.at.localeCompare(b.at));
  const scoredKinds = ACTIVITY_KINDS.filter((kind) => scored.some((row) => row.activity === kind));
  const percent = (value: number | null) => (value === null ? '–' : formatNumber(value / 100, i18n.language, { style: 'percent' }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="learner-charts">
      <ChartCard title={t('charts.perWeek')} isEmpty={rows.length === 0}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: weeks.map(weekLabel) }]}
          yAxis={[{ ...Y_AXIS, tickMinStep: 1 }]}
          series={kinds.map((kind) => ({ label: t(`activity.${kind}`), stack: 'kinds', data: weeks.map((week) => rows.filter((row) => row.activity === kind && weekOf(row.at) === week).length) }))}
        />
      </ChartCard>
      <ChartCard title={t('charts.scores')} isEmpty={scored.length === 0}>
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: scored.map((row) => formatDate(row.at, i18n.language, { month: 'short', day: 'numeric' })) }]}
          yAxis={[{ ...Y_AXIS, min: 0, max: 100, valueFormatter: (value: number) => percent(value) }]}
          series={scoredKinds.map((kind) => ({
            label: t(`activity.${kind}`),
            data: scored.map((row) => (row.activity === kind ? row.percent : null)),
            connectNulls: true,
            showMark: true,
            valueFormatter: (value: number | null) => percent(value),
          }))}
        />
      </ChartCard>
    </Box>
  );
}

function ChartCard({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  const { t } = useTranslation('history');
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{title}</Typography>
      {isEmpty ? <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('charts.empty')}</Typography> : <Box>{children}</Box>}
    </Paper>
  );
}
