'use client';

import PauseIcon from '@mui/icons-material/PauseRounded';
import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LearnerSegment } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import type { Range } from './use-segment-player';

interface Props {
  segments: LearnerSegment[];
  positionMs: number | null;
  isPlaying: boolean;
  onPlaySegment: (range: Range) => void;
  onPlayAll: (fromMs: number) => void;
  onPause: () => void;
}

/** Read along: the whole transcript, the segment being played highlighted; a sentence plays when clicked. */
export function ShadowingPanel({ segments, positionMs, isPlaying, onPlaySegment, onPlayAll, onPause }: Props) {
  const { t } = useTranslation('listening');
  const playing = positionMs === null ? -1 : segments.findIndex((segment) => positionMs >= segment.startMs && positionMs < segment.endMs);
  return (
    <Stack spacing={2} data-testid="shadowing">
      <Typography color="text.secondary">{t('shadowing.intro')}</Typography>
      <Box>
        {isPlaying ? (
          <Button variant="outlined" startIcon={<PauseIcon />} onClick={onPause} data-testid="shadowing-pause">
            {t('shadowing.pause')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => onPlayAll(segments[0]?.startMs ?? 0)} data-testid="shadowing-play-all">
            {t('shadowing.playAll')}
          </Button>
        )}
      </Box>
      <Box component="ol" lang="en" dir="ltr" aria-label={t('shadowing.transcript')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {segments.map((segment, index) => {
          const current = index === playing;
          return (
            <li key={segment.id}>
              <ButtonBase
                onClick={() => onPlaySegment(segment)}
                aria-current={current ? 'true' : undefined}
                aria-label={t('shadowing.playSentence', { number: index + 1, text: segment.transcript })}
                data-testid="shadowing-sentence"
                data-current={current}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'start',
                  p: 1.25,
                  borderRadius: 1,
                  borderInlineStart: '4px solid',
                  borderColor: current ? 'primary.main' : 'transparent',
                  bgcolor: current ? 'action.selected' : 'transparent',
                  fontWeight: current ? 600 : 400,
                  typography: 'body1',
                  fontSize: '1.1rem',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box component="span" aria-hidden sx={{ color: 'text.secondary', minWidth: '2.5ch', marginInlineEnd: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {index + 1}.
                </Box>
                {segment.transcript}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
