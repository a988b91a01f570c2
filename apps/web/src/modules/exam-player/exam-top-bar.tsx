'use client';

import StickyNoteIcon from '@mui/icons-material/StickyNote2';
import TimerIcon from '@mui/icons-material/Timer';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hintProps } from '@web/components/hint';
import { DisplayOptionsButton } from './display-options-button';
import { formatClock } from './exam-clock';
import type { ExamDisplaySettings } from './exam-display';
import { SaveStateChip } from './save-state-chip';
import type { SaveSnapshot } from './save-queue-driver';
import { useExamTime, type ExamClockInput } from './use-exam-timer';

export interface ExamTopBarProps {
  testName: string;
  /** The attempt's clock; the timer chip reads it twice a second (only the chip re-renders). */
  clock: ExamClockInput | null;
  save: SaveSnapshot | null;
  isPreview: boolean;
  display: ExamDisplaySettings;
  onDisplayChange: (next: ExamDisplaySettings) => void;
  noteCount: number | null;
  onOpenNotes: () => void;
  onSubmit: (() => void) | null;
}

function TimerChip({ clock }: { clock: ExamClockInput | null }) {
  const { t } = useTranslation('exam');
  const time = useExamTime(clock);
  if (time.kind === 'none') return null;
  const isCountdown = time.kind === 'countdown';
  const isWaiting = time.kind === 'waiting';
  const color = isCountdown && time.ms <= 5 * 60_000 ? 'error' : isCountdown && time.ms <= 10 * 60_000 ? 'warning' : 'default';
  return (
    <Chip
      data-testid="exam-timer"
      data-clock={time.kind}
      {...hintProps(isWaiting ? t('timer.waiting') : isCountdown ? t('timer.left') : t('timer.elapsed'))}
      icon={<TimerIcon />}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
          {/* The server rendered its own second: the browser's differs by the time the page took to load. */}
          <span suppressHydrationWarning>{formatClock(time.ms)}</span>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 400, marginInlineStart: 0.75 }}>
            {isWaiting ? t('timer.waitingShort') : isCountdown ? t('timer.leftShort') : t('timer.elapsedShort')}
          </Box>
        </Box>
      }
    />
  );
}

/** The slim bar of the official screen: the test, the clock, the save state, notes, display options and submit. */
export function ExamTopBar({ testName, clock, save, isPreview, display, onDisplayChange, noteCount, onOpenNotes, onSubmit }: ExamTopBarProps) {
  const { t } = useTranslation('exam');
  return (
    <Box
      component="header"
      // One row at every width: the title gives way (truncated, whole in its title), the rest keeps its size.
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', '& > :not(h1)': { flexShrink: 0 } }}
    >
      <Typography component="h1" variant="subtitle1" noWrap sx={{ flex: '1 1 auto', minWidth: 0 }} title={testName}>
        {testName}
      </Typography>
      {isPreview && <Chip size="small" color="info" label={t('preview.badge')} data-testid="preview-badge" />}
      <TimerChip clock={clock} />
      {save && <SaveStateChip save={save} />}
      {noteCount !== null && (
        <IconButton aria-label={t('notes.title')} onClick={onOpenNotes} {...hintProps(t('notes.title'))}>
          <Badge badgeContent={noteCount} color="primary">
            <StickyNoteIcon />
          </Badge>
        </IconButton>
      )}
      <DisplayOptionsButton value={display} onChange={onDisplayChange} />
      {onSubmit && (
        <Button variant="contained" onClick={onSubmit} data-testid="submit-test" sx={{ minWidth: 0, px: { xs: 1.25, sm: 2 } }}>
          {t('submit.button')}
        </Button>
      )}
    </Box>
  );
}
