'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { useLearnerVideoQuery } from './video-api';
import { VideoPlayer, type VideoPlayerHandle } from './video-player';
import { VideoTranscript } from './video-transcript';
import { formatClock } from './vtt';

/** `/page/videos/{videoId}`: one video lesson with its player, description and transcript. */
export function VideoPageView({ videoId }: { videoId: number | null }) {
  const { t } = useTranslation('video');
  const { data: video, error, isLoading } = useLearnerVideoQuery(videoId ?? 0, { skip: videoId === null, refetchOnMountOrArgChange: true });
  const player = useRef<VideoPlayerHandle>(null);
  const [time, setTime] = useState(0);
  const status = error && 'status' in error ? error.status : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2.5}>
        <Box>
          <Button component={Link} href={paths.page.videos} data-testid="video-back" startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />} size="small">
            {t('page.back')}
          </Button>
        </Box>
        {videoId === null || status === 404 || status === 400 ? (
          <Alert severity="warning">{t('page.notFound')}</Alert>
        ) : error ? (
          <Alert severity="error">{t('page.loadError')}</Alert>
        ) : isLoading || !video ? (
          <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
        ) : (
          <>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
                {video.title}
              </Typography>
              {video.progress.completedAt ? <Chip label={t('list.watched')} color="success" size="small" /> : null}
            </Stack>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
              <Stack spacing={2}>
                <VideoPlayer video={video} playerRef={player} onTimeChange={setTime} />
                {video.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{video.description}</Typography> : null}
                {video.durationSeconds ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('list.duration', { time: formatClock(video.durationSeconds) })}
                  </Typography>
                ) : null}
              </Stack>
              <Paper variant="outlined" component="section" aria-labelledby="video-transcript-title" sx={{ p: 2, maxHeight: { md: 520 }, overflowY: 'auto' }}>
                <Typography id="video-transcript-title" variant="h6" component="h2" gutterBottom>
                  {t('page.transcript')}
                </Typography>
                <VideoTranscript captionsUrl={video.captionsUrl} currentTime={time} onSeek={(seconds) => player.current?.seekTo(seconds)} />
              </Paper>
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
}
