'use client';

import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '@web/modules/video/video-player';
import { usePassageVideoQuery } from './reading-api';

/** The passage's video lesson, in the video lessons' player (captions, speed, keys, position saved and resumed). */
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
      <VideoPlayer videoId={data.id} />
      {data.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {data.description}
        </Typography>
      ) : null}
    </Paper>
  );
}
