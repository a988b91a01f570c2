'use client';

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LearnerVideo } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useLearnerVideoListQuery } from './video-api';
import { formatClock } from './vtt';

const PAGE_SIZE = 12;

/** `/page/videos`: the video lessons, each with its poster, length and the learner's progress. */
export function VideoListView() {
  const { t } = useTranslation('video');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching } = useLearnerVideoListQuery({ pageIndex: page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const rows = data?.rows ?? [];
  const totalPages = data?.pagination?.totalPages ?? 1;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary">{t('list.intro')}</Typography>
        </Box>
        {error ? <Alert severity="error">{t('list.loadError')}</Alert> : null}
        {isLoading ? (
          <Box sx={grid}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={260} />
            ))}
          </Box>
        ) : rows.length === 0 && !error ? (
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0, opacity: isFetching ? 0.7 : 1 }}>
            {rows.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
          </Box>
        )}
        {totalPages > 1 ? <Pagination count={totalPages} page={page} onChange={(_event, next) => setPage(next)} sx={{ alignSelf: 'center' }} /> : null}
      </Stack>
    </Container>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

function VideoCard({ video }: { video: LearnerVideo }) {
  const { t } = useTranslation('video');
  const { percentWatched, completedAt, positionSeconds } = video.progress;
  const watched = completedAt !== null;
  const status = watched ? t('list.watched') : percentWatched > 0 || positionSeconds > 0 ? t('list.percent', { percent: percentWatched }) : t('list.notStarted');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="video-card" data-video-id={video.id}>
      <CardActionArea component={Link} href={paths.page.video(video.id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900' }}>
          {video.posterUrl ? (
            <img src={video.posterUrl} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : null}
          {video.durationSeconds ? (
            <Typography variant="caption" sx={{ position: 'absolute', insetInlineEnd: 8, bottom: 8, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.8)', color: '#fff', fontWeight: 600 }}>
              {formatClock(video.durationSeconds)}
            </Typography>
          ) : null}
          {watched ? <Chip icon={<CheckCircleIcon />} label={t('list.watched')} color="success" size="small" sx={{ position: 'absolute', insetInlineStart: 8, top: 8, fontWeight: 600 }} data-testid="video-watched" /> : null}
        </Box>
        <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {video.title}
          </Typography>
          {video.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {video.description}
            </Typography>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <LinearProgress variant="determinate" value={watched ? 100 : percentWatched} color={watched ? 'success' : 'primary'} aria-label={t('list.progressLabel', { title: video.title })} sx={{ height: 6, borderRadius: 3, bgcolor: 'action.selected' }} />
          <Typography variant="caption" color="text.secondary" data-testid="video-status">
            {status}
            {!watched && positionSeconds >= 3 ? ` · ${t('list.continueAt', { time: formatClock(positionSeconds) })}` : ''}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
