'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import type { TestStatistics } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { ErrorState, PageHeader, useResourceOneQuery } from '@web/modules/resource';
import { testCrumbs } from '../crumbs';
import { TEST_KEY } from '../exam-admin-keys';
import type { ExamScope } from '../exam-scope';
import { MIN_ATTEMPTS_FOR_FLAGS, flagReasons, formatDiscrimination, formatFacility } from './format-statistics';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card sx={{ p: 2.5, flex: '1 1 160px' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>{value}</Typography>
    </Card>
  );
}

/** `/{id}/details`: each question's facility and discrimination, and the test's figures. */
export function StatisticsView({ scope, id }: { scope: ExamScope; id: number }) {
  const { t, i18n } = useTranslation('exam-admin');
  const { data, error, isLoading, refetch } = useResourceOneQuery({ key: TEST_KEY, request: { method: 'GET', url: `${scope.testEntity}/${id}/details` } });
  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (isLoading || !data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  const statistics = data as TestStatistics;
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const title = t('statistics.title', { name: statistics.testName });
  const minAttempts = statistics.minAttemptsForFlags ?? MIN_ATTEMPTS_FOR_FLAGS;
  return (
    <>
      <PageHeader title={title} crumbs={testCrumbs(t, scope, { label: t('statistics.crumb') })} />
      {statistics.attemptCount === 0 ? (
        <Card sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }} data-testid="statistics-empty">
          <InsightsRoundedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{t('statistics.emptyTitle')}</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('statistics.emptyText')}</Typography>
        </Card>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Figure label={t('statistics.attempts')} value={number.format(statistics.attemptCount)} />
            <Figure label={t('statistics.meanScore')} value={`${number.format(statistics.meanRawScore ?? 0)} / ${number.format(statistics.maxScore)}`} />
            {scope.kind === 'ielts' && (
              <Card sx={{ p: 2.5, flex: '2 1 260px' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('statistics.bands')}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {statistics.bands.length === 0 ? <Typography>—</Typography> : statistics.bands.map((band) => (
                    <Chip key={band.band} label={t('statistics.bandCount', { band: number.format(band.band), count: band.count })} />
                  ))}
                </Box>
              </Card>
            )}
          </Box>
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('statistics.explain')} {t('statistics.minAttempts', { count: minAttempts })}
          </Alert>
        </>
      )}
      <Card sx={{ mt: statistics.attemptCount === 0 ? 3 : 0 }}>
        <TableContainer>
          <Table size="small" aria-label={t('statistics.tableLabel')} data-testid="statistics-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('statistics.number')}</TableCell>
                <TableCell>{t('statistics.type')}</TableCell>
                <TableCell align="right">{t('statistics.attempts')}</TableCell>
                <TableCell align="right">{t('statistics.facility')}</TableCell>
                <TableCell align="right">{t('statistics.discrimination')}</TableCell>
                <TableCell>{t('statistics.flag')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statistics.questions.map((question) => {
                const first = question.numbers[0] ?? question.number;
                const last = question.numbers.at(-1) ?? first;
                return (
                  <TableRow key={question.questionId} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{first === last ? first : `${first}–${last}`}</TableCell>
                    <TableCell sx={{ minWidth: 140 }}>{t(`types.${question.type}`, { defaultValue: question.type })}</TableCell>
                    <TableCell align="right">{number.format(question.attemptCount)}</TableCell>
                    <TableCell align="right">{formatFacility(question.facility, locale)}</TableCell>
                    <TableCell align="right">{formatDiscrimination(question.discrimination, locale)}</TableCell>
                    <TableCell>
                      {question.attemptCount < minAttempts ? (
                        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid="flag-too-few">
                          {t('statistics.flags.tooFew', { count: question.attemptCount, min: minAttempts })}
                        </Typography>
                      ) : (
                        question.isFlagged && (
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                            {flagReasons(question, minAttempts).map((reason) => <Chip key={reason} size="small" color="warning" label={t(reason)} />)}
                          </Box>
                        )
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
