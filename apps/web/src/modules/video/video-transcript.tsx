'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useVideoCuesQuery } from './video-api';
import { formatClock } from './vtt';

/** The captions' text as a transcript: each line a button that plays the video from there; the line playing is marked. */
export function VideoTranscript({ captionsUrl, currentTime, onSeek }: { captionsUrl: string | null; currentTime: number; onSeek: (seconds: number) => void }) {
  const { t } = useTranslation('video');
  const { data: cues, isLoading, isError } = useVideoCuesQuery(captionsUrl ?? '', { skip: !captionsUrl });
  if (!captionsUrl) return <Typography color="text.secondary">{t('page.noTranscript')}</Typography>;
  if (isError) return <Alert severity="warning">{t('page.transcriptError')}</Alert>;
  if (isLoading || !cues) return <Skeleton variant="rounded" height={160} />;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('page.transcriptHint')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="video-transcript">
        {cues.map((cue) => {
          const active = currentTime >= cue.start && currentTime < cue.end;
          return (
            <li key={`${cue.start}-${cue.end}`}>
              <ButtonBase
                onClick={() => onSeek(cue.start)}
                aria-current={active ? 'true' : undefined}
                data-testid="video-cue"
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  alignItems: 'baseline',
                  bgcolor: active ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <Typography component="span" variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', fontWeight: 600, minWidth: 40 }} dir="ltr">
                  {formatClock(cue.start)}
                </Typography>
                <Typography component="span" variant="body2" dir="auto">
                  {cue.text}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
