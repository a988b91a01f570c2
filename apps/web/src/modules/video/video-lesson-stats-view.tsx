'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { paths } from '@web/lib/routes/paths';
import { useVideoLessonStatsQuery } from './video-api';
import { formatClock } from './vtt';

/**
 * `/dashboard/course/{reading|listening}/video-lesson`: the course's videos and how learners watch them: how
 * many started, how many completed (90% of the distinct seconds), and the average share watched.
 */
export function VideoLessonStatsView({ skill = 'reading' }: { skill?: 'reading' | 'listening' }) {
  const { t, i18n } = useTranslation('video');
  const { data, error, isLoading } = useVideoLessonStatsQuery({ skill }, { refetchOnMountOrArgChange: true });
  const number = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 });
  const rows = data ?? [];

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('admin.title')}
          </Typography>
          <Typography color="text.secondary">{t('admin.intro')}</Typography>
        </Box>
        <Button component={Link} href={paths.dashboard.course[skill].videoContent.list} variant="outlined">
          {t('admin.manage')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{t('admin.loadError')}</Alert> : null}
      <Card variant="outlined">
        {isLoading ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : rows.length === 0 && !error ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('admin.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table data-testid="video-lesson-stats" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.video')}</TableCell>
                  <TableCell align="right">{t('admin.duration')}</TableCell>
                  <TableCell align="right">{t('admin.started')}</TableCell>
                  <TableCell align="right">{t('admin.completed')}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{t('admin.average')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-testid="video-lesson-row">
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {row.title}
                        </Typography>
                        {row.isPublished ? null : <Chip size="small" label={t('admin.draft')} />}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">{row.durationSeconds ? formatClock(row.durationSeconds) : '—'}</TableCell>
                    <TableCell align="right">{number.format(row.started)}</TableCell>
                    <TableCell align="right">
                      {number.format(row.completed)}
                      {row.started > 0 ? (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 0.5 }}>
                          ({number.format(Math.round((row.completed / row.started) * 100))}%)
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress variant="determinate" value={Math.min(100, row.averagePercentWatched)} aria-label={t('admin.averageOf', { title: row.title })} sx={{ flexGrow: 1, height: 6, borderRadius: 3, bgcolor: 'action.selected' }} />
                        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'end' }}>
                          {number.format(row.averagePercentWatched)}%
                        </Typography>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <Button component={Link} href={paths.dashboard.course[skill].videoContent.edit(row.id)} size="small" aria-label={t('admin.editOf', { title: row.title })}>
                        {t('admin.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
    </Stack>
  );
}
