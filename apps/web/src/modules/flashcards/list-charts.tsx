'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@web/lib/i18n/intl-locale';

export interface ListChartData {
  /** Reviews answered per day (the last weeks), by answer. */
  reviewsPerDay: { date: string; again: number; hard: number; good: number; easy: number; total: number; fullReviews: number; fullPassed: number }[];
  /** The cards falling due on each of the coming days. */
  dueByDay: { date: string; count: number }[];
}

const HEIGHT = 220;
// Room for the count and percent labels of the y axis (the default cuts them on a phone).
const Y_AXIS = { width: 48 } as const;
/** Counts go up in whole numbers. */
const COUNT_AXIS = { ...Y_AXIS, tickMinStep: 1 } as const;

/** A list's charts: reviews per day (stacked by answer), retention, and the cards due in the coming days. */
export function ListCharts({ data }: { data: ListChartData }) {
  const { t, i18n } = useTranslation('flashcards');
  const day = (date: string) => formatDate(date, i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const reviews = data.reviewsPerDay;
  // The share of each day's full reviews not answered Again (null on a day without any): a new or
  // forgotten card's short-term steps are not full reviews.
  const retention = reviews.map((row) => ({ date: row.date, rate: row.fullReviews > 0 ? row.fullPassed / row.fullReviews : null }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }} data-testid="list-charts">
      <ChartCard title={t('charts.reviews')} isEmpty={reviews.every((row) => row.total === 0)}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: reviews.map((row) => day(row.date)) }]}
          yAxis={[COUNT_AXIS]}
          series={(['again', 'hard', 'good', 'easy'] as const).map((key) => ({ data: reviews.map((row) => row[key]), label: t(`study.${key}`), stack: 'answers' }))}
          colors={['#d32f2f', '#ed6c02', '#2e7d32', '#0288d1']}
        />
      </ChartCard>
      <ChartCard title={t('charts.retention')} isEmpty={retention.every((row) => row.rate === null)}>
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: retention.map((row) => day(row.date)) }]}
          yAxis={[{ ...Y_AXIS, min: 0, max: 1, valueFormatter: (value: number) => formatNumber(value, i18n.language, { style: 'percent' }) }]}
          series={[{ data: retention.map((row) => row.rate), label: t('charts.retentionSeries'), connectNulls: true, showMark: true, valueFormatter: (value) => (value === null ? '–' : formatNumber(value, i18n.language, { style: 'percent' })) }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard title={t('charts.due')} isEmpty={data.dueByDay.every((row) => row.count === 0)}>
        <BarChart height={HEIGHT} xAxis={[{ scaleType: 'band', data: data.dueByDay.map((row) => day(row.date)) }]} yAxis={[COUNT_AXIS]} series={[{ data: data.dueByDay.map((row) => row.count), label: t('charts.dueSeries') }]} hideLegend />
      </ChartCard>
    </Box>
  );
}

function ChartCard({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  const { t } = useTranslation('flashcards');
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {isEmpty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('charts.empty')}
        </Typography>
      ) : (
        // The charts place their labels for the page's direction themselves (MUI's RtlProvider).
        <Box>{children}</Box>
      )}
    </Paper>
  );
}
