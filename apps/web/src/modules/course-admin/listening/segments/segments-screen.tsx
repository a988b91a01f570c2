'use client';

import AddIcon from '@mui/icons-material/Add';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShortTextIcon from '@mui/icons-material/ShortText';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListeningSource } from '@lexam/contracts';
import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { PageHeader } from '@web/modules/resource/components/page-header';
import { problemTitle } from '@web/modules/resource/problem';
import { recordingPathsOf } from '../listening-resources';
import { SegmentRow } from './segment-row';
import { byStart, draftProblems, formatTime, newKey, sameSegments, splitSegmentAt, splitSentences, spreadSentences, toPayload, type DraftSegment } from './segments-model';
import { useListeningPeaksQuery, useListeningRecordingQuery, useListeningSegmentsQuery, useSaveListeningPeaksMutation, useSaveListeningSegmentsMutation } from './segments-api';
import { Waveform, type WaveformControls } from './waveform';

const toDrafts = (rows: { id: number; startMs: number; endMs: number; transcript: string }[]): DraftSegment[] =>
  rows.map((segment) => ({ key: `id${segment.id}`, id: segment.id, startMs: segment.startMs, endMs: segment.endMs, transcript: segment.transcript }));

/**
 * `/dashboard/course/listening/{cambridge|read}/{id}/segments`: the recording's waveform with its
 * segments as regions (drag to mark one, drag or resize it, play it, split it at the play head), each
 * segment's transcript beside it, a first cut of the transcript at sentence ends, and one save of all.
 */
export function SegmentsScreen({ source, recordingId }: { source: ListeningSource; recordingId: number }) {
  const { t } = useTranslation('course-admin');
  const screens = recordingPathsOf(source);
  const recording = useListeningRecordingQuery(recordingId);
  const stored = useListeningSegmentsQuery(recordingId);
  const peaks = useListeningPeaksQuery(recordingId);
  const [savePeaks] = useSaveListeningPeaksMutation();
  const [saveSegments, saving] = useSaveListeningSegmentsMutation();
  // The segments as stored (as loaded, or as the last save answered), and the editor's changes to them.
  const [lastSaved, setLastSaved] = useState<DraftSegment[] | null>(null);
  const [edited, setEdited] = useState<DraftSegment[] | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [confirmSplit, setConfirmSplit] = useState(false);
  const [controls, setControls] = useState<WaveformControls | null>(null);
  const [timeMs, setTimeMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [zoom, setZoom] = useState(0);
  const [decodedDuration, setDecodedDuration] = useState<number | null>(null);

  const loaded = useMemo(() => (stored.data ? toDrafts(stored.data.segments) : null), [stored.data]);
  const saved = lastSaved ?? loaded;
  const drafts = edited ?? saved;
  const segments = useMemo(() => drafts ?? [], [drafts]);
  const isDirty = edited !== null && saved !== null && !sameSegments(edited, saved);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const durationMs = peaks.data?.durationMs ?? decodedDuration ?? recording.data?.durationMs ?? null;
  const problems = useMemo(() => new Map(draftProblems(segments, durationMs).map((entry) => [entry.key, entry.problem])), [segments, durationMs]);
  const row = recording.data;
  const audioUrl = row?.audio && typeof row.audio === 'object' ? (row.audio as { url: string }).url : null;
  const title = t('segments.title');
  const crumbs = [
    { label: t('crumbs.dashboard'), href: paths.dashboard.root },
    { label: t('crumbs.listening') },
    { label: t(`recording.title.${source}`), href: screens.list },
    ...(row ? [{ label: row.title, href: screens.edit(recordingId) }] : []),
    { label: title },
  ];

  const update = (next: DraftSegment[]) => {
    setEdited(byStart(next));
    setMessage(null);
  };
  const change = (key: string, patch: Partial<DraftSegment>) => update(segments.map((segment) => (segment.key === key ? { ...segment, ...patch } : segment)));

  function splitTranscript() {
    setConfirmSplit(false);
    const sentences = splitSentences(row?.transcript ?? '');
    if (!durationMs || sentences.length === 0) return;
    const made = spreadSentences(sentences, durationMs);
    update(made);
    setSelectedKey(made[0]?.key ?? null);
  }

  function addAtPlayHead() {
    const start = controls?.currentMs() ?? 0;
    const end = Math.min(start + 3000, durationMs ?? start + 3000);
    if (end - start < 100) return;
    const key = newKey();
    update([...segments, { key, startMs: start, endMs: end, transcript: '' }]);
    setSelectedKey(key);
  }

  async function save() {
    if (!drafts) return;
    if (problems.size > 0) {
      setMessage({ severity: 'error', text: t('segments.fixFirst', { count: problems.size }) });
      return;
    }
    try {
      const answer = await saveSegments({ id: recordingId, body: toPayload(drafts) }).unwrap();
      setLastSaved(toDrafts(answer.segments));
      setEdited(null);
      setMessage({ severity: 'success', text: t('segments.saved', { count: answer.segments.length }) });
    } catch (failure) {
      setMessage({ severity: 'error', text: problemTitle(failure) });
    }
  }

  const problemText = (key: string) => {
    const problem = problems.get(key);
    return problem ? t(`segments.problems.${problem}`) : undefined;
  };

  if (recording.error || stored.error) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Alert severity="error">{problemTitle(recording.error ?? stored.error)}</Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={row ? t('segments.titleOf', { title: row.title }) : title}
        crumbs={crumbs}
        actions={
          <>
            <Button component={Link} href={screens.edit(recordingId)} variant="outlined">
              {t('segments.editRecording')}
            </Button>
            <Button variant="contained" onClick={save} disabled={!isDirty || saving.isLoading} data-testid="segments-save">
              {saving.isLoading ? t('segments.saving') : t('segments.save')}
            </Button>
          </>
        }
      />
      <Stack spacing={2.5}>
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(null)} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        {isDirty && <Alert severity="warning">{t('segments.unsaved')}</Alert>}
        <Card variant="outlined" sx={{ p: 2 }}>
          {recording.isLoading || peaks.isLoading ? (
            <Skeleton variant="rounded" height={128} />
          ) : !audioUrl ? (
            <Alert severity="info">{t('segments.noAudio')}</Alert>
          ) : (
            <Waveform
              audioUrl={audioUrl}
              peaks={peaks.data?.peaks ?? null}
              durationMs={peaks.data?.durationMs ?? null}
              segments={segments}
              selectedKey={selectedKey}
              label={t('segments.waveform')}
              onReady={setControls}
              onDecoded={(values, ms) => {
                setDecodedDuration(ms);
                void savePeaks({ id: recordingId, peaks: values, durationMs: ms });
              }}
              onRegionChange={(key, startMs, endMs) => change(key, { startMs, endMs })}
              onRegionCreate={(startMs, endMs) => {
                const key = newKey();
                update([...segments, { key, startMs, endMs, transcript: '' }]);
                setSelectedKey(key);
              }}
              onSelect={setSelectedKey}
              onTime={setTimeMs}
              onPlaying={setPlaying}
            />
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />} onClick={() => controls?.playPause()} disabled={!controls}>
              {playing ? t('segments.pause') : t('segments.playAll')}
            </Button>
            <Typography variant="body2" dir="ltr" sx={{ unicodeBidi: 'isolate', minWidth: 120, fontVariantNumeric: 'tabular-nums' }} aria-live="off">
              {formatTime(timeMs)} / {durationMs ? formatTime(durationMs) : '–'}
            </Typography>
            <Button startIcon={<ContentCutIcon />} onClick={() => controls && update(splitSegmentAt(segments, controls.currentMs()))} disabled={!controls}>
              {t('segments.splitAtPlayHead')}
            </Button>
            <Button startIcon={<AddIcon />} onClick={addAtPlayHead} disabled={!durationMs}>
              {t('segments.add')}
            </Button>
            <Button startIcon={<ShortTextIcon />} onClick={() => (segments.length > 0 ? setConfirmSplit(true) : splitTranscript())} disabled={!durationMs || !row?.transcript.trim()} data-testid="segments-split-transcript">
              {t('segments.splitTranscript')}
            </Button>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200, flexGrow: 1, maxWidth: 320, ms: 'auto' }}>
              <Typography variant="body2" id="segments-zoom">
                {t('segments.zoom')}
              </Typography>
              <Slider
                size="small"
                value={zoom}
                min={0}
                max={200}
                step={10}
                disabled={!controls}
                onChange={(_, value) => {
                  setZoom(value as number);
                  controls?.zoom(value as number);
                }}
                slotProps={{ input: { 'aria-labelledby': 'segments-zoom' } }}
              />
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('segments.help')}
          </Typography>
        </Card>
        <Typography component="h2" variant="h6">
          {t('segments.listTitle', { count: segments.length })}
        </Typography>
        {drafts === null ? (
          <Skeleton variant="rounded" height={80} />
        ) : segments.length === 0 ? (
          <Typography color="text.secondary">{t('segments.empty')}</Typography>
        ) : (
          <Stack spacing={1.5} component="section" aria-label={t('segments.listTitle', { count: segments.length })}>
            {segments.map((segment, index) => (
              <SegmentRow
                key={segment.key}
                segment={segment}
                index={index}
                isSelected={segment.key === selectedKey}
                problem={problemText(segment.key)}
                onChange={(patch) => change(segment.key, patch)}
                onPlay={() => {
                  setSelectedKey(segment.key);
                  controls?.playRange(segment.startMs, segment.endMs);
                }}
                onDelete={() => update(segments.filter((other) => other.key !== segment.key))}
                onSelect={() => setSelectedKey(segment.key)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Dialog open={confirmSplit} onClose={() => setConfirmSplit(false)} aria-labelledby="split-transcript-title">
        <DialogTitle id="split-transcript-title">{t('segments.splitTranscript')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('segments.splitConfirm', { count: segments.length })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmSplit(false)}>{t('segments.cancel')}</Button>
          <Button onClick={splitTranscript} variant="contained" autoFocus>
            {t('segments.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
