'use client';

import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@web/lib/i18n/intl-locale';
import { ErrorState } from '../components/error-state';
import { useResourceOneQuery } from '../resource-api';
import type { ResourceDefinition, ResourceRow, StatisticsCallArgs } from '../types';
import { formatAverage, isEmptyPage, rowsOf, seriesOf, type WeeklyStatistics } from './statistics-rows';

// The chart library is loaded when the panel first opens, never with the list.
const StatisticsChart = lazy(() => import('./statistics-chart'));

const WEEKS_PER_PAGE = 12;
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * The "Statistics" panel of a list whose type counts by week (its declaration's `statistics`):
 * closed at first; once opened, a page of weeks of what the list shows (its tab and filters) as a
 * chart or a table, the totals, and older or newer weeks. Screen readers always get the table.
 */
export function StatisticsPanel<Row extends ResourceRow>({ definition, args }: { definition: ResourceDefinition<Row>; args: Omit<StatisticsCallArgs, 'pageIndex' | 'pageSize'> }) {
  const { t } = useTranslation('resource');
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <Accordion
      expanded={isOpen}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ mb: 2, borderRadius: 2, '&::before': { display: 'none' } }}
      data-testid="statistics-panel"
    >
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <BarChartRoundedIcon color="primary" fontSize="small" />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('statistics.title')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>{isOpen && <StatisticsBody definition={definition} args={args} />}</AccordionDetails>
    </Accordion>
  );
}

function StatisticsBody<Row extends ResourceRow>({ definition, args }: { definition: ResourceDefinition<Row>; args: Omit<StatisticsCallArgs, 'pageIndex' | 'pageSize'> }) {
  const { t, i18n } = useTranslation('resource');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const request = definition.calls.statistics({ ...args, pageIndex: page, pageSize: WEEKS_PER_PAGE });
  const { data, error, isFetching, refetch } = useResourceOneQuery({ key: definition.key, request });
  const statistics = data as WeeklyStatistics | undefined;
  const weekLabel = (week: string) => formatDate(`${week}T00:00:00Z`, i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const number = (value: number) => formatNumber(value, i18n.language);
  const average = (value: number | null) => formatAverage(value, statistics?.kind === 'attempts' ? statistics.average : undefined, i18n.language) ?? t('statistics.noAverage');

  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (!statistics || (statistics.kind !== 'attempts' && statistics.kind !== 'learners')) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('statistics.loading')} />
      </Box>
    );
  }
  const rows = rowsOf(statistics);
  const { bars, line } = seriesOf(statistics);
  const title = t(statistics.kind === 'attempts' ? 'statistics.attemptsTitle' : 'statistics.learnersTitle');
  const totals =
    statistics.kind === 'attempts'
      ? [
          { label: t('statistics.attempts'), value: number(statistics.totals.attempts) },
          { label: t('statistics.learners'), value: number(statistics.totals.learners) },
          { label: t(`statistics.average.${statistics.average}`), value: average(statistics.totals.average) },
        ]
      : [
          { label: t('statistics.started'), value: number(statistics.totals.started) },
          { label: t('statistics.finished'), value: number(statistics.totals.finished) },
        ];
  const hasOlder = page * WEEKS_PER_PAGE < statistics.totalWeeks;
  const table = (
    <Table size="small" data-testid="statistics-table" sx={{ '& td, & tbody th': { whiteSpace: 'nowrap' } }}>
      <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
        <Box component="span" sx={view === 'table' ? { typography: 'subtitle2', display: 'block', pb: 1 } : undefined}>
          {title}
        </Box>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('statistics.week')}</TableCell>
          {bars.map((key) => (
            <TableCell key={key} component="th" scope="col" align="right">{t(`statistics.${key}`)}</TableCell>
          ))}
          {statistics.kind === 'attempts' && <TableCell component="th" scope="col" align="right">{t('statistics.learners')}</TableCell>}
          {line && <TableCell component="th" scope="col" align="right">{t(`statistics.${line}`)}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...statistics.weeks].map((week) => (
          <TableRow key={week.week}>
            <TableCell component="th" scope="row">{weekLabel(week.week)}</TableCell>
            {week && 'attempts' in week ? (
              <>
                <TableCell align="right">{number(week.attempts)}</TableCell>
                <TableCell align="right">{number(week.learners)}</TableCell>
                <TableCell align="right">{average(week.average)}</TableCell>
              </>
            ) : (
              <>
                <TableCell align="right">{number(week.started)}</TableCell>
                <TableCell align="right">{number(week.finished)}</TableCell>
              </>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0 }} data-testid="statistics-totals" aria-label={t('statistics.totals')}>
          {totals.map((item) => (
            <Box key={item.label} sx={{ px: 1.5, py: 0.75, borderRadius: 1.5, bgcolor: 'action.hover' }}>
              <Typography component="dt" variant="caption" color="text.secondary">{item.label}</Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>{item.value}</Typography>
            </Box>
          ))}
        </Box>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next) => next && setView(next)} aria-label={t('statistics.view')}>
          <ToggleButton value="chart">{t('statistics.chart')}</ToggleButton>
          <ToggleButton value="table">{t('statistics.table')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">{t('statistics.hint')}</Typography>
      {view === 'chart' ? (
        <>
          {isEmptyPage(rows) ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{t('statistics.empty')}</Typography>
          ) : (
            <Box role="img" aria-label={t('statistics.chartLabel', { title })} sx={{ opacity: isFetching ? 0.6 : 1 }}>
              <Suspense fallback={<Box sx={{ height: 260 }} />}>
                <StatisticsChart statistics={statistics} weekLabel={weekLabel} />
              </Suspense>
            </Box>
          )}
          {/* The chart's numbers for screen readers. */}
          <Box sx={visuallyHidden}>{table}</Box>
        </>
      ) : (
        // A narrow window scrolls the table: the keyboard reaches it too.
        <Box role="region" aria-label={title} tabIndex={0} sx={{ overflowX: 'auto' }}>
          {table}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" disabled={!hasOlder || isFetching} onClick={() => setPage(page + 1)}>
          {t('statistics.older')}
        </Button>
        {rows.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('statistics.weeks', { from: weekLabel(rows[0]!.week), to: weekLabel(rows.at(-1)!.week) })}
          </Typography>
        )}
        <Button size="small" disabled={page === 1 || isFetching} onClick={() => setPage(page - 1)}>
          {t('statistics.newer')}
        </Button>
      </Stack>
    </Stack>
  );
}
