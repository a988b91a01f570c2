'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls } from '@web/components/page-controls/page-controls';
import { formatDate, formatNumber } from '@web/lib/i18n/intl-locale';
import { reviewPathOf, scorePartsOf } from './activity-links';
import { RESULT_KINDS, RESULT_SKILLS, type ActivityRow, type ResultKind, type ResultSkill } from './activity-types';
import { useProgressActivityQuery, type ActivityFilters } from './progress-api';

const PAGE_SIZES = [10, 20, 50];

/** Every result of the learner, newest first, filtered by kind, skill and date range; each row opens its review. */
export function ActivityList({ emptyActions }: { emptyActions: ReactNode }) {
  const { t, i18n } = useTranslation(['results', 'exam-results']);
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const badRange = Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);
  const { data, error, isLoading, isFetching } = useProgressActivityQuery({ ...filters, pageIndex: page + 1, pageSize }, { skip: badRange });
  const rows = data?.rows ?? [];
  const isFiltered = Object.values(filters).some(Boolean);
  const change = (next: ActivityFilters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const dateOf = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const score = (row: ActivityRow): string => {
    const parts = scorePartsOf(row);
    switch (parts.kind) {
      case 'band':
        return t('score.band', { band: formatNumber(parts.band, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
      case 'scaled':
        return t('score.scaled', { score: formatNumber(parts.score, i18n.language) });
      case 'marks':
        return `${t('score.marks', { raw: parts.raw, max: parts.max })}${parts.percent === null ? '' : ` (${formatNumber(parts.percent, i18n.language)}%)`}`;
      case 'cards':
        return t('score.cards', { count: parts.count });
      case 'dictation':
        return t('score.dictation', { count: parts.segments, accuracy: formatNumber(parts.accuracy, i18n.language) });
      case 'watched':
        return t('score.watched', { percent: formatNumber(parts.percent, i18n.language) });
      case 'status':
        return t(`status.${parts.status}`, { defaultValue: parts.status });
      default:
        return '–';
    }
  };
  const skillOf = (row: ActivityRow) => (row.skill ? t(`skills.${row.skill}`, { defaultValue: row.skill }) : '');

  return (
    <Stack component="section" spacing={2} aria-labelledby="results-list">
      <Typography id="results-list" variant="h5" component="h2">
        {t('list.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' }, alignItems: 'center' }} data-testid="results-filters">
        <TextField select size="small" label={t('list.kind')} value={filters.activity ?? ''} onChange={(event) => change({ activity: (event.target.value || undefined) as ResultKind | undefined })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} data-testid="filter-kind">
          <MenuItem value="">{t('list.all')}</MenuItem>
          {RESULT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('list.skill')} value={filters.skill ?? ''} onChange={(event) => change({ skill: (event.target.value || undefined) as ResultSkill | undefined })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} data-testid="filter-skill">
          <MenuItem value="">{t('list.all')}</MenuItem>
          {RESULT_SKILLS.map((skill) => (
            <MenuItem key={skill} value={skill}>
              {t(`skills.${skill}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" size="small" label={t('list.from')} value={filters.startDate ?? ''} onChange={(event) => change({ startDate: event.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} data-testid="filter-from" />
        <TextField type="date" size="small" label={t('list.to')} value={filters.endDate ?? ''} onChange={(event) => change({ endDate: event.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} data-testid="filter-to" error={badRange} />
        <Button onClick={() => change({ activity: undefined, skill: undefined, startDate: undefined, endDate: undefined })} disabled={!isFiltered}>
          {t('list.clear')}
        </Button>
      </Box>
      {badRange ? <Alert severity="warning">{t('list.badRange')}</Alert> : null}
      {error ? <Alert severity="error">{t('list.loadError')}</Alert> : null}
      <Card variant="outlined">
        {isLoading ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : rows.length === 0 && !error ? (
          <Stack spacing={2} sx={{ p: 4, alignItems: 'center', textAlign: 'center' }} data-testid="results-empty">
            <Typography color="text.secondary">{isFiltered ? t('list.emptyFiltered') : t('list.empty')}</Typography>
            {isFiltered ? null : emptyActions}
          </Stack>
        ) : (
          <>
            <Stack component="ul" sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', m: 0, p: 0, opacity: isFetching ? 0.6 : 1 }}>
              {rows.map((row) => (
                <Box component="li" key={row.key} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                  <CardActionArea component={Link} href={reviewPathOf(row)} data-testid="activity-card" data-activity={row.activity} sx={{ p: 2 }}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle2">{row.title}</Typography>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {[t(`kinds.${row.activity}`), skillOf(row)].filter(Boolean).join(' · ')}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {dateOf(row.at)}
                        </Typography>
                      </Box>
                      <Typography variant="subtitle2" component="p" sx={{ flexShrink: 0, textAlign: 'end' }}>
                        {score(row)}
                      </Typography>
                    </Stack>
                  </CardActionArea>
                </Box>
              ))}
            </Stack>
            <TableContainer sx={{ display: { xs: 'none', md: 'block' }, opacity: isFetching ? 0.6 : 1 }}>
              <Table data-testid="activity-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('list.item')}</TableCell>
                    <TableCell>{t('list.activity')}</TableCell>
                    <TableCell>{t('list.skill')}</TableCell>
                    <TableCell align="right">{t('list.score')}</TableCell>
                    <TableCell>{t('list.date')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.key} hover data-testid="activity-row" data-activity={row.activity}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {row.title}
                      </TableCell>
                      <TableCell>{t(`kinds.${row.activity}`)}</TableCell>
                      <TableCell>{skillOf(row)}</TableCell>
                      <TableCell align="right">{score(row)}</TableCell>
                      <TableCell>{dateOf(row.at)}</TableCell>
                      <TableCell align="right">
                        <Button component={Link} href={reviewPathOf(row)} size="small" aria-label={t('list.reviewOf', { title: row.title })}>
                          {t('list.review')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
        <PageControls
          count={data?.pagination?.totalCount ?? rows.length}
          page={page}
          pageSize={pageSize}
          sizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={setPageSize}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('exam-results:list.displayedRows', { from, to, count })}
        />
      </Card>
    </Stack>
  );
}
