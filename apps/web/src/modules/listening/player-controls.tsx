'use client';

import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import ReplayIcon from '@mui/icons-material/ReplayRounded';
import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LISTENING_SPEEDS } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import type { Speed } from './use-segment-player';

/** Play (or replay) the current segment, the speed, and the keyboard shortcuts. */
export function PlayerControls({ onPlay, hasPlayed, isPlaying, speed, onSpeed, disabled }: { onPlay: () => void; hasPlayed: boolean; isPlaying: boolean; speed: Speed; onSpeed: (speed: Speed) => void; disabled: boolean }) {
  const { t } = useTranslation('listening');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="contained" onClick={onPlay} disabled={disabled} startIcon={hasPlayed ? <ReplayIcon /> : <PlayArrowIcon />} data-testid="play-segment" data-playing={isPlaying} data-speed={speed}>
        {hasPlayed ? t('player.replay') : t('player.play')}
      </Button>
      <ToggleButtonGroup size="small" exclusive value={speed} onChange={(_, next: Speed | null) => next !== null && onSpeed(next)} aria-label={t('player.speed')} data-testid="speed">
        {LISTENING_SPEEDS.map((value) => (
          <ToggleButton key={value} value={value} aria-label={t('player.speedValue', { speed: value })} sx={{ px: 1.25 }} data-testid={`speed-${value}`}>
            <span dir="ltr">{value}×</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ShortcutsHelp />
    </Stack>
  );
}

const SHORTCUTS = [
  ['check', 'Ctrl + Enter'],
  ['replay', 'Esc / Ctrl + Space'],
  ['faster', 'Ctrl + ↑'],
  ['slower', 'Ctrl + ↓'],
  ['hint', 'Ctrl + H'],
] as const;

function ShortcutsHelp() {
  const { t } = useTranslation('listening');
  const title = (
    <Box sx={{ p: 0.5 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('shortcuts.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1.5, rowGap: 0.25 }}>
        {SHORTCUTS.map(([action, keys]) => (
          <Box key={action} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace' }} dir="ltr">
              {keys}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {t(`shortcuts.${action}`)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
  return (
    <Tooltip title={title} describeChild>
      <IconButton aria-label={t('shortcuts.title')} size="small" data-testid="shortcuts-help">
        <KeyboardIcon />
      </IconButton>
    </Tooltip>
  );
}
