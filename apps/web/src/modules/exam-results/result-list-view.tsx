'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultSummary } from '@lexam/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls } from '@web/components/page-controls/page-controls';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { useIeltsResultListQuery } from './results-api';
import { formatBand, formatDuration, formatPercent } from './result-format';
import type { ExamKind, ExamSkill } from '@web/modules/exam-player/exam-kind';
import { resultPathOf } from './result-paths';
import { scoresOf } from './toeic-score';

const PAGE_SIZES = [10, 20, 50];

/**
 * The learner's results of a kind (IELTS by default), newest first, paged; a row opens the result's
 * review. IELTS rows show the band, TOEIC rows the scaled score, grammar rows the percent.
 */
export function ResultListView({ kind = 'ielts', skill, heading = 'h1' }: { kind?: ExamKind; skill?: ExamSkill; heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation(['exam-results', 'toeic']);
  const router = useRouter();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, error, isFetching, isLoading } = useIeltsResultListQuery({ kind, skill, pageIndex: page + 1, pageSize });
  const headline = (row: ResultSummary): string => {
    if (kind === 'ielts') return formatBand(row.band) ?? '—';
    const { scaledScore, percent } = scoresOf(row);
    return kind === 'toeic' && scaledScore !== null ? String(scaledScore) : `${Math.round(percent)}%`;
  };
  const headlineTitle = kind === 'ielts' ? t('list.band') : kind === 'toeic' ? t('toeic:result.scaled') : t('toeic:result.percent');
  const locale = intlLocale(i18n.language);
  const dateOf = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const rows: ResultSummary[] = data?.rows ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Typography variant={heading === 'h1' ? 'h4' : 'h5'} component={heading}>
          {kind === 'ielts' ? t('list.title') : t(`toeic:results.title.${kind}`)}
        </Typography>
        {error ? <Alert severity="error">{t('list.loadError')}</Alert> : null}
        <Card>
          {isLoading ? (
            <Stack spacing={1} sx={{ p: 2 }}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="rounded" height={40} />
              ))}
            </Stack>
          ) : rows.length === 0 && !error ? (
            <Stack spacing={2} sx={{ p: 4, alignItems: 'center', textAlign: 'center' }}>
              <Typography color="text.secondary">{kind === 'ielts' ? t('list.empty') : t(`toeic:results.empty.${kind}`)}</Typography>
            </Stack>
          ) : (
            <>
              <Stack component="ul" spacing={0} sx={{ display: { xs: 'flex', md: 'none' }, listStyle: 'none', m: 0, p: 0, opacity: isFetching ? 0.6 : 1 }}>
                {rows.map((row) => (
                  <Box component="li" key={row.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                    <CardActionArea component={Link} href={resultPathOf(row)} data-testid="result-card" sx={{ p: 2 }}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="subtitle2">{row.testName}</Typography>
                          <Typography variant="caption" color="text.secondary" component="p">
                            {kind === 'grammar' ? '' : `${t(`skills.${row.skill}`)} · `}{t(`modes.${row.mode}`)} · {formatDuration(row.timeTakenSeconds)}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" component="p">
                            {dateOf(row.submittedAt)}
                          </Typography>
                        </Box>
                        <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
                          <Typography variant="h6" component="p">
                            {headline(row)}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {row.rawScore}/{row.maxScore}
                          </Typography>
                        </Box>
                      </Stack>
                    </CardActionArea>
                  </Box>
                ))}
              </Stack>
              <TableContainer sx={{ display: { xs: 'none', md: 'block' }, opacity: isFetching ? 0.6 : 1 }}>
                <Table data-testid="results-table" sx={{ minWidth: 760 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('list.test')}</TableCell>
                      <TableCell>{t('list.skill')}</TableCell>
                      <TableCell>{t('list.mode')}</TableCell>
                      <TableCell align="right">{t('list.score')}</TableCell>
                      <TableCell align="right">{headlineTitle}</TableCell>
                      <TableCell align="right">{t('list.time')}</TableCell>
                      <TableCell>{t('list.date')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => {
                      const href = resultPathOf(row);
                      return (
                        <TableRow key={row.id} hover data-testid="result-row" data-result-id={row.id} onClick={() => router.push(href)} sx={{ cursor: 'pointer' }}>
                          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                            {row.testName}
                          </TableCell>
                          <TableCell>{kind === 'grammar' ? '—' : t(`skills.${row.skill}`)}</TableCell>
                          <TableCell>{t(`modes.${row.mode}`)}</TableCell>
                          <TableCell align="right">
                            {row.rawScore}/{row.maxScore}
                            <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 0.5 }}>
                              ({formatPercent(row.maxScore ? row.rawScore / row.maxScore : 0)})
                            </Typography>
                          </TableCell>
                          <TableCell align="right" sx={{ fontWeight: 700 }}>
                            {headline(row)}
                          </TableCell>
                          <TableCell align="right">{formatDuration(row.timeTakenSeconds)}</TableCell>
                          <TableCell>{dateOf(row.submittedAt)}</TableCell>
                          <TableCell align="right">
                            <Button component={Link} href={href} size="small" onClick={(event) => event.stopPropagation()}>
                              {t('list.open')}
                            </Button>
                          </TableCell>
                        </TableRow>
                      );
                    })}
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
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          />
        </Card>
      </Stack>
    </Container>
  );
}
