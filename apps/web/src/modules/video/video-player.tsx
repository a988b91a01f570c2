'use client';

import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import ClosedCaptionDisabledIcon from '@mui/icons-material/ClosedCaptionDisabledOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { LearnerVideo } from '@lexam/contracts';
import { useCallback, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideoProgress } from './use-video-progress';
import { useLearnerVideoQuery } from './video-api';
import { actionOfKey, PLAYBACK_RATES, resumePosition, type PlayerAction } from './video-keys';
import { formatClock } from './vtt';

/** What a page may do with the player: the transcript seeks with it. */
export interface VideoPlayerHandle {
  seekTo(seconds: number): void;
}

export interface VideoPlayerProps {
  /** The video as `Video/getVideo` gives it; or its id, and the player loads it. */
  video?: LearnerVideo;
  videoId?: number;
  playerRef?: Ref<VideoPlayerHandle>;
  /** Called as the video plays (about four times a second). */
  onTimeChange?: (seconds: number) => void;
}

/**
 * A video lesson's player: the browser's `<video>` controls with WebVTT captions, plus a captions
 * switch, the playback speed and YouTube's keys when the player has focus. The position is saved as
 * it plays and on leaving, and the video resumes there on return. The reading passage reader embeds it.
 */
export function VideoPlayer({ video, videoId, playerRef, onTimeChange }: VideoPlayerProps) {
  const { t } = useTranslation('video');
  const query = useLearnerVideoQuery(videoId ?? 0, { skip: Boolean(video) || !videoId, refetchOnMountOrArgChange: true });
  const loaded = video ?? query.data;
  if (!loaded) {
    if (query.isError) return <Alert severity="error">{t('player.loadError')}</Alert>;
    return <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />;
  }
  return <LoadedPlayer key={loaded.id} video={loaded} playerRef={playerRef} onTimeChange={onTimeChange} />;
}

function LoadedPlayer({ video, playerRef, onTimeChange }: { video: LearnerVideo; playerRef?: Ref<VideoPlayerHandle>; onTimeChange?: (seconds: number) => void }) {
  const { t } = useTranslation('video');
  const videoRef = useRef<HTMLVideoElement>(null);
  const hintId = useId();
  const [captionsOn, setCaptionsOn] = useState(true);
  const [rate, setRate] = useState(1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  useVideoProgress({ videoRef, videoId: video.id, fallbackDuration: video.durationSeconds });

  useImperativeHandle(playerRef, () => ({
    seekTo(seconds: number) {
      const element = videoRef.current;
      if (!element) return;
      element.currentTime = seconds;
      void element.play().catch(() => undefined);
    },
  }));

  const showCaptions = useCallback((on: boolean) => {
    applyCaptions(videoRef.current, on);
    setCaptionsOn(on);
    setAnnouncement(on ? t('player.captionsOn') : t('player.captionsOff'));
  }, [t]);

  const onLoadedMetadata = () => {
    const element = videoRef.current;
    if (!element) return;
    applyCaptions(element, captionsOn);
    const position = resumePosition({ saved: video.progress.positionSeconds, duration: element.duration });
    if (position !== null) {
      element.currentTime = position;
      setResumedAt(position);
    }
  };

  const run = (action: PlayerAction) => {
    const element = videoRef.current;
    if (!element) return;
    switch (action.type) {
      case 'toggle-play':
        if (element.paused) void element.play().catch(() => undefined);
        else element.pause();
        break;
      case 'seek-by': {
        const end = Number.isFinite(element.duration) ? element.duration : Number.MAX_SAFE_INTEGER;
        element.currentTime = Math.min(Math.max(0, element.currentTime + action.seconds), end);
        setAnnouncement(formatClock(element.currentTime));
        break;
      }
      case 'toggle-captions':
        showCaptions(!captionsOn);
        break;
      case 'fullscreen':
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else void element.requestFullscreen?.().catch(() => undefined);
        break;
      case 'toggle-mute':
        element.muted = !element.muted;
        setAnnouncement(element.muted ? t('player.muted') : t('player.unmuted'));
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The keys are the player's only when the video or the player itself has focus, not a button or the speed list.
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.tagName !== 'VIDEO') return;
    const action = actionOfKey(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    run(action);
  };

  const changeRate = (value: number) => {
    setRate(value);
    if (videoRef.current) videoRef.current.playbackRate = value;
  };

  if (!video.videoUrl) return <Alert severity="info">{t('player.noVideo')}</Alert>;

  return (
    <Box
      role="group"
      aria-label={t('player.region', { title: video.title })}
      aria-describedby={hintId}
      aria-keyshortcuts="Space K ArrowLeft ArrowRight J L C F M"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="video-player"
      sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper', border: 1, borderColor: 'divider', '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Box sx={{ position: 'relative', bgcolor: '#000', lineHeight: 0 }}>
        <video
          ref={videoRef}
          controls
          playsInline
          preload="metadata"
          poster={video.posterUrl ?? undefined}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={(event) => onTimeChange?.(event.currentTarget.currentTime)}
          onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
          onError={() => setFailed(true)}
          style={{ width: '100%', aspectRatio: '16 / 9', display: 'block', background: '#000' }}
          aria-label={video.title}
          data-testid="video-element"
        >
          <source src={video.videoUrl} type={video.videoMime ?? 'video/mp4'} />
          {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="en" label={t('player.captionsTrack')} default /> : null}
        </video>
      </Box>
      {failed ? <Alert severity="error" sx={{ borderRadius: 0 }}>{t('player.error')}</Alert> : null}
      {resumedAt !== null ? (
        <Alert
          severity="info"
          data-testid="video-resumed"
          sx={{ borderRadius: 0, alignItems: 'center' }}
          action={
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                color="inherit"
                data-testid="video-start-over"
                onClick={() => {
                  if (videoRef.current) videoRef.current.currentTime = 0;
                  setResumedAt(null);
                  videoRef.current?.focus();
                }}
              >
                {t('player.startOver')}
              </Button>
              <Button size="small" color="inherit" onClick={() => setResumedAt(null)}>
                {t('player.dismiss')}
              </Button>
            </Stack>
          }
        >
          {t('player.resumed', { time: formatClock(resumedAt) })}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {video.captionsUrl ? (
          <ToggleButton value="captions" size="small" selected={captionsOn} onChange={() => showCaptions(!captionsOn)} data-testid="video-captions-toggle" sx={{ gap: 0.75, px: 1.25, textTransform: 'none' }}>
            {captionsOn ? <ClosedCaptionIcon fontSize="small" /> : <ClosedCaptionDisabledIcon fontSize="small" />}
            {t('player.captions')}
          </ToggleButton>
        ) : null}
        <TextField select size="small" label={t('player.speed')} value={rate} onChange={(event) => changeRate(Number(event.target.value))} sx={{ minWidth: 110 }} slotProps={{ htmlInput: { 'data-testid': 'video-speed' } }}>
          {PLAYBACK_RATES.map((value) => (
            <MenuItem key={value} value={value}>
              {`${value}×`}
            </MenuItem>
          ))}
        </TextField>
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flex: '1 1 220px' }}>
          {t('player.shortcuts')}
        </Typography>
      </Stack>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

/** Shows or hides the captions track (the first text track: the player has one). */
function applyCaptions(element: HTMLVideoElement | null, on: boolean) {
  const track = element?.textTracks[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
