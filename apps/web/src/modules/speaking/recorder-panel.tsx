'use client';

import MicIcon from '@mui/icons-material/MicRounded';
import ReplayIcon from '@mui/icons-material/ReplayRounded';
import StopIcon from '@mui/icons-material/StopRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, timeLeft } from './recording-format';
import { useRecorder, type Recording } from './use-recorder';

export interface RecorderPanelProps {
  /** The longest recording; it stops by itself then. */
  maxMs: number;
  /** Show the time left (Part 2) rather than the time recorded. */
  countdown?: boolean;
  /** The recording kept so far (a local one, or the draft's signed link). */
  recording?: { url: string; durationMs: number } | null;
  onRecorded: (recording: Recording) => void;
  /** Starts recording as soon as it is shown (Part 2, after the preparation). */
  autoStart?: boolean;
  isSaving?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** Record, stop, listen back, record again: one answer's recorder, with a level meter and a clock. */
export function RecorderPanel({ maxMs, countdown = false, recording, onRecorded, autoStart = false, isSaving = false, disabled = false, testId = 'recorder' }: RecorderPanelProps) {
  const { t } = useTranslation('speaking');
  const recorder = useRecorder({ maxMs, onRecorded });
  const started = useRef(false);
  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void recorder.start();
    }
  }, [autoStart, recorder]);
  const isRecording = recorder.state === 'recording';
  const clock = countdown ? formatClock(timeLeft(maxMs, recorder.elapsedMs)) : formatClock(recorder.elapsedMs);

  return (
    <Stack spacing={1.5} data-testid={testId} data-state={recorder.state}>
      {recorder.problem ? (
        <Alert severity="warning" data-testid="recorder-problem">
          {t(`problems.${recorder.problem}`)}
        </Alert>
      ) : null}
      {isRecording || recorder.state === 'finishing' ? (
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }} aria-hidden />
            <Typography component="p" variant="h5" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-live="off" data-testid="recorder-clock">
              {clock}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {countdown ? t('recorder.timeLeft') : t('recorder.recording')}
            </Typography>
          </Stack>
          <LinearProgress variant="determinate" value={Math.round(recorder.level * 100)} aria-label={t('recorder.level')} sx={{ mt: 1, height: 10, borderRadius: 5 }} color="success" data-testid="level-meter" />
          <Button sx={{ mt: 1.5 }} variant="contained" color="error" startIcon={<StopIcon />} onClick={recorder.stop} disabled={!isRecording} data-testid="stop-recording">
            {t('recorder.stop')}
          </Button>
        </Box>
      ) : recording ? (
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('recorder.listen', { duration: formatClock(recording.durationMs) })}
          </Typography>
          <audio controls preload="metadata" src={recording.url} style={{ width: '100%', maxWidth: 480 }} data-testid="recording-player" aria-label={t('recorder.player')} />
          <Box>
            <Button sx={{ mt: 1 }} startIcon={<ReplayIcon />} onClick={() => void recorder.start()} disabled={disabled || isSaving || recorder.state !== 'idle'} data-testid="record-again">
              {t('recorder.again')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box>
          <Button variant="contained" size="large" startIcon={<MicIcon />} onClick={() => void recorder.start()} disabled={disabled || recorder.state !== 'idle'} data-testid="start-recording">
            {t('recorder.start')}
          </Button>
        </Box>
      )}
      {isSaving ? <LinearProgress aria-label={t('recorder.saving')} /> : null}
    </Stack>
  );
}
