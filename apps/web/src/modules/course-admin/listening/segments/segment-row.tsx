'use client';

import DeleteIcon from '@mui/icons-material/Delete';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTime, type DraftSegment } from './segments-model';

interface SegmentRowProps {
  segment: DraftSegment;
  index: number;
  isSelected: boolean;
  problem?: string;
  onChange(change: Partial<DraftSegment>): void;
  onPlay(): void;
  onDelete(): void;
  onSelect(): void;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** One segment beside the waveform: its number, times (editable to the tenth of a second), play, delete and transcript. */
export function SegmentRow({ segment, index, isSelected, problem, onChange, onPlay, onDelete, onSelect }: SegmentRowProps) {
  const { t } = useTranslation('course-admin');
  const number = index + 1;
  return (
    <Paper
      variant="outlined"
      data-testid="segment-row"
      onFocusCapture={onSelect}
      sx={{ p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' }, alignItems: 'start', borderColor: problem ? 'error.main' : isSelected ? 'warning.main' : 'divider', borderWidth: isSelected || problem ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2" sx={{ minWidth: 28 }}>
          {t('segments.number', { number })}
        </Typography>
        <TextField
          size="small"
          type="number"
          label={t('segments.start')}
          value={seconds(segment.startMs)}
          onChange={(event) => onChange({ startMs: Math.max(0, Math.round(Number(event.target.value) * 1000)) })}
          slotProps={{ htmlInput: { step: 0.1, min: 0, 'aria-label': t('segments.startOf', { number }) } }}
          sx={{ width: 104 }}
        />
        <TextField
          size="small"
          type="number"
          label={t('segments.end')}
          value={seconds(segment.endMs)}
          onChange={(event) => onChange({ endMs: Math.max(0, Math.round(Number(event.target.value) * 1000)) })}
          slotProps={{ htmlInput: { step: 0.1, min: 0, 'aria-label': t('segments.endOf', { number }) } }}
          sx={{ width: 104 }}
        />
        <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
          {formatTime(segment.endMs - segment.startMs)}
        </Typography>
        <Tooltip title={t('segments.play')}>
          <IconButton onClick={onPlay} aria-label={t('segments.playOf', { number })} size="small">
            <PlayArrowIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('segments.delete')}>
          <IconButton onClick={onDelete} aria-label={t('segments.deleteOf', { number })} size="small" color="error">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <TextField
        multiline
        minRows={1}
        fullWidth
        size="small"
        label={t('segments.transcript')}
        value={segment.transcript}
        error={Boolean(problem)}
        helperText={problem}
        onChange={(event) => onChange({ transcript: event.target.value })}
        // The transcripts are English: written left to right in every interface language.
        slotProps={{ htmlInput: { 'aria-label': t('segments.transcriptOf', { number }), maxLength: 2000, dir: 'ltr' } }}
      />
    </Paper>
  );
}
