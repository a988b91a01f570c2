'use client';

import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePassageVideoQuery } from './reading-api';

/**
 * The passage's video lesson. A slot: a plain `<video controls>` with its WebVTT captions for now;
 * the video module's player (position saved and resumed, speed, keys) takes its place at integration.
 */
export function PassageVideo({ passageId }: { passageId: number }) {
  const { t } = useTranslation('reading');
  const video = usePassageVideoQuery(passageId);
  if (video.isLoading) return <Skeleton variant="rounded" height={200} />;
  const data = video.data;
  if (!data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reading-video-title" sx={{ p: 2 }} data-testid="passage-video">
      <Typography id="reading-video-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reader.video')}: <bdi>{data.title}</bdi>
      </Typography>
      <video controls preload="metadata" poster={data.posterUrl ?? undefined} src={data.url} style={{ width: '100%', borderRadius: 8, background: '#000' }}>
        {data.captionsUrl ? <track kind="captions" src={data.captionsUrl} srcLang="en" label="English" default /> : null}
      </video>
      {data.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {data.description}
        </Typography>
      ) : null}
    </Paper>
  );
}
