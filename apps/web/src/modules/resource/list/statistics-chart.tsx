'use client';

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { averageRange, formatAverage, padWeeks, rowsOf, seriesOf, type WeeklyStatistics } from './statistics-rows';

const HEIGHT = 260;

/**
 * A page of weeks as bars (attempts, or learners who started and finished) with the line of the
 * average on its own axis (attempts only). Loaded only when the statistics panel opens, so the chart
 * library never weighs on the list itself. Its numbers are also in the panel's table.
 */
export default function StatisticsChart({ statistics, weekLabel }: { statistics: WeeklyStatistics; weekLabel: (week: string) => string }) {
  const { t, i18n } = useTranslation('resource');
  const theme = useTheme();
  const isRtl = theme.direction === 'rtl';
  // The chart shows a whole page of weeks: those before the first activity are zeros (the table lists the weeks counted).
  const rows = padWeeks(rowsOf(statistics), statistics.pageSize, statistics.pageIndex * statistics.pageSize >= statistics.totalWeeks);
  const { bars, line } = seriesOf(statistics);
  const range = averageRange(statistics);
  const palette = [theme.palette.primary.main, theme.palette.success.main];
  const average = (value: number | null) => formatAverage(value, statistics.kind === 'attempts' ? statistics.average : undefined, i18n.language) ?? t('statistics.noAverage');
  const series = [
    ...bars.map((key, index) => ({ type: 'bar' as const, id: key, label: t(`statistics.${key}`), data: rows.map((row) => row.bars[index] ?? 0), yAxisId: 'count', color: palette[index] })),
    ...(line ? [{ type: 'line' as const, id: 'average', label: t(`statistics.${line}`), data: rows.map((row) => row.line), yAxisId: 'average', connectNulls: true, showMark: true, color: theme.palette.warning.main, valueFormatter: average }] : []),
  ];
  return (
    <Box sx={{ width: 1, minWidth: 0 }} data-testid="statistics-chart">
      <ChartsDataProvider
        height={HEIGHT}
        series={series}
        xAxis={[{ id: 'weeks', scaleType: 'band', data: rows.map((row) => weekLabel(row.week)), reverse: isRtl, height: 40 }]}
        yAxis={[
          { id: 'count', position: isRtl ? 'right' : 'left', tickMinStep: 1, min: 0, width: 44 },
          ...(range ? [{ id: 'average', position: isRtl ? ('left' as const) : ('right' as const), min: range.min, max: range.max, width: 48 }] : []),
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
          <ChartsLegend />
          <ChartsSurface aria-hidden="true">
            <ChartsGrid horizontal />
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
