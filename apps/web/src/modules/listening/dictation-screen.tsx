'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RecordingToPractise, SaveSyslogAnswer, SegmentProgress } from '@lexam/contracts';
import Link from 'next/link';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { failureText } from '@web/modules/flashcards/failure-text';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { recordingHref } from './course-view';
import { DictationPanel, type DictationActions } from './dictation-panel';
import { useContractionsQuery, useRecordingToPractiseQuery } from './listening-api';
import { PlayerControls } from './player-controls';
import { SegmentSteps } from './segment-steps';
import { ShadowingPanel } from './shadowing-panel';
import { useSegmentPlayer } from './use-segment-player';

type Mode = 'dictation' | 'shadowing';

/** One recording: its segments to write down one by one, then the whole to read along with. */
export function DictationScreen({ recordingId }: { recordingId: number }) {
  const { t } = useTranslation('listening');
  const recording = useRecordingToPractiseQuery(recordingId, { refetchOnMountOrArgChange: true });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={Link} href={paths.page.listening} startIcon={<ArrowBackIcon sx={flipInRtlSx} />} sx={{ mb: 1 }} data-testid="back-to-course">
        {t('dictation.backToCourse')}
      </Button>
      {recording.error ? <Alert severity="error">{failureText(recording.error)}</Alert> : null}
      {recording.isLoading ? <Skeleton variant="rounded" height={320} /> : null}
      {recording.data ? <RecordingPractice recording={recording.data} /> : null}
    </Container>
  );
}

function isInPopup(target: EventTarget | null) {
  return target instanceof HTMLElement && target.closest('[role="dialog"],[role="menu"],[role="listbox"]') !== null;
}

function RecordingPractice({ recording }: { recording: RecordingToPractise }) {
  const { t } = useTranslation('listening');
  const contractions = useContractionsQuery();
  const player = useSegmentPlayer(recording.audioUrl);
  const actions = useRef<DictationActions>(null);
  const segments = recording.segments;
  const [progress, setProgress] = useState<Record<number, SegmentProgress>>({});
  const [doneCount, setDoneCount] = useState(recording.doneCount);
  const [index, setIndex] = useState(() => Math.max(0, segments.findIndex((segment) => segment.id === recording.resumeSegmentId)));
  const [mode, setMode] = useState<Mode>(() => (recording.resumeSegmentId === null && segments.length > 0 ? 'shadowing' : 'dictation'));
  const segment = segments[index];
  const withProgress = segments.map((item) => ({ ...item, progress: progress[item.id] ?? item.progress }));

  const goTo = (next: number, autoplay: boolean) => {
    player.pause();
    player.resetPlayCount();
    setIndex(next);
    if (autoplay && segments[next]) player.play(segments[next]);
  };
  const onChecked = (answer: SaveSyslogAnswer) => {
    setProgress((current) => ({ ...current, [answer.segmentId]: answer.progress }));
    setDoneCount(answer.doneCount);
  };
  const onNext = () => {
    if (index + 1 < segments.length) goTo(index + 1, true);
    else {
      player.pause();
      setMode('shadowing');
    }
  };
  const replay = () => segment && player.play(segment);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isInPopup(event.target)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && event.key === 'Enter' && mode === 'dictation') actions.current?.check();
    else if ((event.key === 'Escape' && !ctrl && !event.altKey) || (event.ctrlKey && (event.key === ' ' || event.code === 'Space'))) replay();
    else if (event.ctrlKey && event.key === 'ArrowUp') player.stepSpeed(1);
    else if (event.ctrlKey && event.key === 'ArrowDown') player.stepSpeed(-1);
    else if (event.ctrlKey && !event.shiftKey && event.key.toLowerCase() === 'h' && mode === 'dictation') actions.current?.hint();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const percent = segments.length ? Math.round((doneCount / segments.length) * 100) : 0;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p" dir="auto">
          {recording.lesson.name}
        </Typography>
        <Typography variant="h4" component="h1" dir="auto" gutterBottom>
          {recording.title}
        </Typography>
        {recording.description ? (
          <Typography color="text.secondary" dir="auto">
            {recording.description}
          </Typography>
        ) : null}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="recording-done">
          {t('course.segmentsDone', { done: doneCount, total: segments.length })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={t('course.progressLabel', { title: recording.title })} sx={{ height: 6, borderRadius: 3 }} />
      </Box>
      {!recording.audioUrl || player.failed ? <Alert severity="warning">{t('player.unavailable')}</Alert> : null}
      {segments.length === 0 ? <Alert severity="info">{t('dictation.noSegments')}</Alert> : null}
      <Tabs
        value={mode}
        onChange={(_, next: Mode) => {
          player.pause();
          setMode(next);
        }}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="dictation" label={t('tabs.dictation')} data-testid="tab-dictation" />
        <Tab value="shadowing" label={t('tabs.shadowing')} data-testid="tab-shadowing" />
      </Tabs>
      {segment && mode === 'dictation' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <SegmentSteps segments={withProgress} index={index} onSelect={(next) => goTo(next, false)} />
            <Typography variant="h6" component="h2" data-testid="segment-title" data-segment-id={segment.id}>
              {t('dictation.segmentOf', { number: index + 1, total: segments.length })}
            </Typography>
            <PlayerControls onPlay={replay} hasPlayed={player.playCount > 0} isPlaying={player.isPlaying} speed={player.speed} onSpeed={player.setSpeed} disabled={!recording.audioUrl} />
            <DictationPanel
              key={segment.id}
              recordingId={recording.id}
              segment={withProgress[index]!}
              contractions={contractions.data}
              speed={player.speed}
              playCount={player.playCount}
              isLast={index + 1 === segments.length}
              onChecked={onChecked}
              onNext={onNext}
              actions={actions}
            />
          </Stack>
        </Paper>
      ) : null}
      {mode === 'shadowing' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <PlayerControls onPlay={replay} hasPlayed={player.playCount > 0} isPlaying={player.isPlaying} speed={player.speed} onSpeed={player.setSpeed} disabled={!recording.audioUrl} />
            <ShadowingPanel segments={segments} positionMs={player.positionMs} isPlaying={player.isPlaying} onPlaySegment={(range) => player.play(range)} onPlayAll={player.playFrom} onPause={player.pause} />
          </Stack>
        </Paper>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {recording.previousRecordingId ? (
          <Button component={Link} href={recordingHref(recording.previousRecordingId)} startIcon={<ArrowBackIcon sx={flipInRtlSx} />}>
            {t('dictation.previousRecording')}
          </Button>
        ) : (
          <span />
        )}
        {recording.nextRecordingId ? (
          <Button component={Link} href={recordingHref(recording.nextRecordingId)} endIcon={<ArrowForwardIcon sx={flipInRtlSx} />} data-testid="next-recording">
            {t('dictation.nextRecording')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
