'use client';

import HeadphonesIcon from '@mui/icons-material/Headphones';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterRecording, listeningStorageKey, parseListening, type ListeningProgress } from './listening-progress';
import { useStoredState } from './use-stored-state';

/** One recording of the test, played in order: an IELTS section's, or a TOEIC question set's. */
export interface Recording {
  key: string;
  url: string | null;
  /** What the bar says is playing (`Part 3`, `Part 3 · Questions 32–34`). */
  label: string;
}

export interface ListeningAudioProps {
  recordings: readonly Recording[];
  attemptKey: string;
  /** A recording starts (its index), or the last has ended (null): the screen shows its questions. */
  onRecording: (index: number | null) => void;
  /** What the bar says once every recording has played (IELTS: the two minutes to check). */
  checkingText?: string;
  /** The admin's preview may seek; the learner may not. */
  canSeek: boolean;
  /** The learner pressed Play (or Continue): a clock that waits for the audio starts now. */
  onPlay?: () => void;
}

/**
 * The listening test's sound, as in the exam: each recording once, in order, with no pause
 * or seek (volume only); after the last, the time to check the answers. The place is stored per
 * attempt so a reload continues the recording instead of replaying it.
 */
export function ListeningAudio({ recordings, attemptKey, onRecording, checkingText, canSeek, onPlay }: ListeningAudioProps) {
  const { t } = useTranslation('exam');
  const audioRef = useRef<HTMLAudioElement>(null);
  const [progress, setProgress] = useStoredState<ListeningProgress>(listeningStorageKey(attemptKey), parseListening);
  const [isPlaying, setPlaying] = useState(false);
  const [volume, setVolume] = useState(1);
  const [fraction, setFraction] = useState(0);
  const lastStored = useRef(0);
  const index = progress.phase === 'playing' ? progress.index : null;
  const recording = index !== null ? recordings[index] : undefined;
  const onRecordingRef = useRef(onRecording);
  useLayoutEffect(() => {
    onRecordingRef.current = onRecording;
  });

  useEffect(() => {
    onRecordingRef.current(index);
  }, [index]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // A new recording (or a resumed one) starts from its stored place as soon as it can play.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || progress.phase !== 'playing' || !isPlaying) return;
    void audio.play().catch(() => setPlaying(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the recording or the play state changes
  }, [index, isPlaying]);

  const start = () => {
    if (progress.phase === 'ready') setProgress(() => ({ phase: 'playing', index: 0, position: 0 }));
    setPlaying(true);
    onPlay?.();
  };

  const onLoaded = () => {
    const audio = audioRef.current;
    if (audio && progress.phase === 'playing' && progress.position > 0 && audio.currentTime < progress.position) audio.currentTime = progress.position;
  };

  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio || progress.phase !== 'playing') return;
    if (audio.duration > 0) setFraction(audio.currentTime / audio.duration);
    if (Math.abs(audio.currentTime - lastStored.current) >= 2) {
      lastStored.current = audio.currentTime;
      const position = audio.currentTime;
      setProgress((previous) => (previous.phase === 'playing' ? { ...previous, position } : previous));
    }
  };

  const onEnded = () => {
    if (index === null) return;
    lastStored.current = 0;
    setFraction(0);
    setProgress(() => afterRecording(index, recordings.length));
  };

  // The learner cannot pause: a pause not caused by the end of the recording is undone.
  const onPause = () => {
    const audio = audioRef.current;
    if (!canSeek && audio && !audio.ended && isPlaying) void audio.play().catch(() => setPlaying(false));
  };

  const label =
    progress.phase === 'checking'
      ? (checkingText ?? t('listening.checking'))
      : progress.phase === 'ready'
        ? t('listening.ready')
        : isPlaying
          ? t('listening.playing', { part: recordings[progress.index]?.label ?? '' })
          : t('listening.paused', { part: recordings[progress.index]?.label ?? '' });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', flexWrap: 'wrap' }} data-testid="listening-bar">
      <HeadphonesIcon color="primary" />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} role="status" data-testid="listening-status">
          {label}
        </Typography>
        {progress.phase === 'playing' && <LinearProgress variant="determinate" value={fraction * 100} sx={{ mt: 0.5 }} aria-label={label} />}
      </Box>
      {(progress.phase === 'ready' || (progress.phase === 'playing' && !isPlaying)) && (
        <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={start} data-testid="start-audio">
          {progress.phase === 'ready' ? t('listening.start') : t('listening.continue')}
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: 160 }}>
        <VolumeUpIcon fontSize="small" />
        <Slider size="small" min={0} max={1} step={0.05} value={volume} onChange={(_, value) => setVolume(value as number)} aria-label={t('listening.volume')} />
      </Box>
      {recording?.url && (
        <audio
          ref={audioRef}
          key={recording.key}
          src={recording.url}
          preload="auto"
          controls={canSeek}
          data-testid="exam-audio"
          onLoadedMetadata={onLoaded}
          onTimeUpdate={onTimeUpdate}
          onEnded={onEnded}
          onPause={onPause}
          style={canSeek ? { height: 32 } : { display: 'none' }}
        />
      )}
    </Box>
  );
}
