'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ProgressSeries, TypeAccuracy } from '@lexam/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@web/lib/i18n/intl-locale';
import { chartRowsOf, measuresOf, type Measure } from './chart-data';

const HEIGHT = 260;
const PERCENT_AXIS = { min: 0, max: 100 } as const;
const AXES: Record<Measure, { min: number; max: number }> = { band: { min: 0, max: 9 }, scaled: { min: 0, max: 495 }, percent: PERCENT_AXIS };

/**
 * The charts of /page/results (loaded lazily, after the list): the band or score over time per
 * skill, one measure at a time, and the accuracy by question type. Each has its table.
 */
export default function ResultsCharts({ series, accuracy }: { series: ProgressSeries[]; accuracy: TypeAccuracy[] }) {
  const { t, i18n } = useTranslation(['results', 'exam-results']);
  const measures = measuresOf(series);
  const [picked, setPicked] = useState<Measure | null>(null);
  const measure = picked && measures.includes(picked) ? picked : (measures[0] ?? 'band');
  const { labels, lines } = chartRowsOf(series, measure);
  const day = (iso: string) => formatDate(iso, i18n.language, { month: 'short', day: 'numeric' });
  const value = (number: number | null) => (number === null ? '–' : measure === 'percent' ? `${formatNumber(number, i18n.language)}%` : formatNumber(number, i18n.language));
  const typeLabel = (type: string) => t(`exam-results:types.${type}`, { defaultValue: type });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }} data-testid="results-charts">
      <ChartCard
        title={t('charts.progressTitle')}
        empty={series.length === 0 ? t('charts.emptyProgress') : null}
        testId="progress-chart"
        tools={
          measures.length > 1 ? (
            <ToggleButtonGroup size="small" exclusive value={measure} onChange={(_, next: Measure | null) => next && setPicked(next)} aria-label={t('charts.measure')}>
              {measures.map((key) => (
                <ToggleButton key={key} value={key}>
                  {t(`charts.measures.${key}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null
        }
        table={
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('charts.date')}</TableCell>
                {lines.map((line) => (
                  <TableCell key={line.key} align="right">
                    {t(`series.${line.key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.map((at, index) => (
                <TableRow key={at}>
                  <TableCell component="th" scope="row">
                    {formatDate(at, i18n.language, { dateStyle: 'medium' })}
                  </TableCell>
                  {lines.map((line) => (
                    <TableCell key={line.key} align="right">
                      {value(line.values[index] ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      >
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: labels.map(day) }]}
          yAxis={[{ ...AXES[measure], width: 48 }]}
          series={lines.map((line) => ({ id: line.key, data: line.values, label: t(`series.${line.key}`), connectNulls: true, showMark: true, valueFormatter: (number: number | null) => value(number) }))}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.accuracyTitle')}
        empty={accuracy.length === 0 ? t('charts.emptyAccuracy') : null}
        testId="accuracy-chart"
        table={
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('charts.type')}</TableCell>
                <TableCell align="right">{t('charts.questions')}</TableCell>
                <TableCell align="right">{t('charts.marks')}</TableCell>
                <TableCell align="right">{t('charts.accuracy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accuracy.map((row) => (
                <TableRow key={row.type}>
                  <TableCell component="th" scope="row">
                    {typeLabel(row.type)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(row.questions, i18n.language)}</TableCell>
                  <TableCell align="right">
                    {formatNumber(row.marks, i18n.language)}/{formatNumber(row.maxMarks, i18n.language)}
                  </TableCell>
                  <TableCell align="right">{row.percent === null ? '–' : `${formatNumber(row.percent, i18n.language)}%`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      >
        <BarChart
          height={Math.max(160, 48 * accuracy.length + 60)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: accuracy.map((row) => typeLabel(row.type)), width: 150 }]}
          xAxis={[PERCENT_AXIS]}
          series={[{ data: accuracy.map((row) => row.percent ?? 0), label: t('charts.accuracySeries'), valueFormatter: (number: number | null) => (number === null ? '–' : `${formatNumber(number, i18n.language)}%`) }]}
          hideLegend
        />
      </ChartCard>
    </Box>
  );
}

function ChartCard({ title, empty, tools, table, testId, children }: { title: string; empty: string | null; tools?: ReactNode; table: ReactNode; testId: string; children: ReactNode }) {
  const { t } = useTranslation('results');
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {empty ? null : tools}
      </Box>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <>
          {/* The same numbers are in the table below, for whoever does not read the picture. */}
          <Box>{children}</Box>
          <Button size="small" onClick={() => setShowTable((value) => !value)} aria-expanded={showTable} aria-controls={tableId}>
            {showTable ? t('charts.hideTable') : t('charts.showTable')}
          </Button>
          <Box id={tableId} hidden={!showTable} sx={{ overflowX: 'auto' }}>
            {table}
          </Box>
        </>
      )}
    </Paper>
  );
}
