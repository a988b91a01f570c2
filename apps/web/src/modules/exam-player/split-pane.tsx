'use client';

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPane } from './exam-position';
import { PaneTabs, paneId, paneTabId } from './pane-tabs';
import { useStoredState } from './use-stored-state';

const MIN = 0.25;
const MAX = 0.75;

function parseRatio(raw: string | null): number {
  const value = raw ? Number(raw) : 0.5;
  return Number.isFinite(value) ? Math.min(MAX, Math.max(MIN, value)) : 0.5;
}

/** Hides a pane on narrow screens while keeping its box, so its scroll position is kept for when it comes back. */
const hiddenOnNarrow = { visibility: { xs: 'hidden', md: 'visible' }, contentVisibility: { xs: 'hidden', md: 'visible' } } as const;

export interface SplitPaneProps {
  start: ReactNode;
  end: ReactNode;
  startLabel: string;
  endLabel: string;
  /** The pane shown on narrow screens (wide ones show both). */
  pane: ExamPane;
  onPane: (pane: ExamPane) => void;
}

/**
 * The passage and the questions side by side, split by a handle the learner drags (or moves with
 * the arrow keys); on narrow screens one at a time, chosen by two tabs. Each side scrolls on its own.
 */
export function SplitPane({ start, end, startLabel, endLabel, pane, onPane }: SplitPaneProps) {
  const { t } = useTranslation('exam');
  const theme = useTheme();
  const [ratio, setRatio] = useStoredState('lexam.exam.split', parseRatio);
  const containerRef = useRef<HTMLDivElement>(null);
  const isRtl = theme.direction === 'rtl';
  // On narrow screens the panes are the tabs' panels; wide, two named regions side by side. Only
  // the roles follow the width here (after hydration): the layout is the CSS's.
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const paneProps = (item: ExamPane, label: string) =>
    isNarrow ? { id: paneId(item), role: 'tabpanel', 'aria-labelledby': paneTabId(item) } : { id: paneId(item), 'aria-label': label };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    const container = containerRef.current;
    if (!container) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const rect = container.getBoundingClientRect();
    const move = (moveEvent: PointerEvent) => {
      const fromStart = isRtl ? rect.right - moveEvent.clientX : moveEvent.clientX - rect.left;
      setRatio(() => Math.min(MAX, Math.max(MIN, fromStart / rect.width)));
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowLeft' ? -0.05 : event.key === 'ArrowRight' ? 0.05 : 0;
    if (!step) return;
    event.preventDefault();
    setRatio((previous) => Math.min(MAX, Math.max(MIN, previous + (isRtl ? -step : step))));
  };

  // One tree at every width, laid out by CSS (below md: the tabs above both panes, which share one
  // grid cell, the other one hidden): the server renders it without knowing the window, and
  // hydrating it changes nothing. Both panes stay mounted, each with its own scroll position.
  return (
    <Box
      ref={containerRef}
      sx={{ flex: 1, minHeight: 0, display: { xs: 'grid', md: 'flex' }, gridTemplateRows: 'auto minmax(0, 1fr)', gridTemplateColumns: 'minmax(0, 1fr)', flexDirection: 'row' }}
      data-testid="exam-scroll"
      data-pane={pane}
    >
      <PaneTabs pane={pane} onPane={onPane} passageLabel={startLabel} questionsLabel={endLabel} />
      <Box
        component="section"
        {...paneProps('passage', startLabel)}
        // A scrolling region is reached by keyboard (the arrow keys then scroll it) and has a name.
        tabIndex={0}
        sx={{
          gridArea: '2 / 1',
          p: { xs: 2, md: 3 },
          flexBasis: { md: `${ratio * 100}%` },
          flexShrink: 0,
          minHeight: 0,
          overflowY: 'auto',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
          ...(pane === 'passage' ? {} : hiddenOnNarrow),
        }}
        data-testid="passage-pane"
      >
        {start}
      </Box>
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={t('layout.resize')}
        aria-valuenow={Math.round(ratio * 100)}
        aria-valuemin={MIN * 100}
        aria-valuemax={MAX * 100}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        sx={{
          display: { xs: 'none', md: 'block' },
          width: 10,
          flexShrink: 0,
          cursor: 'col-resize',
          touchAction: 'none',
          bgcolor: 'action.hover',
          borderInline: 1,
          borderColor: 'divider',
          position: 'relative',
          '&::after': { content: '""', position: 'absolute', top: '50%', left: 3, width: 2, height: 32, mt: -2, bgcolor: 'text.secondary', borderRadius: 1 },
          '&:hover, &:focus-visible': { bgcolor: 'action.selected', outline: 'none' },
        }}
      />
      <Box
        component="section"
        {...paneProps('questions', endLabel)}
        // Hidden (narrow screens, the passage shown), the questions are neither laid out nor painted:
        // the first frame on a phone costs only the passage's first screen.
        sx={{ gridArea: '2 / 1', flex: { md: 1 }, minWidth: 0, minHeight: 0, overflowY: 'auto', p: { xs: 2, md: 3 }, ...(pane === 'questions' ? {} : hiddenOnNarrow) }}
        data-testid="questions-pane"
      >
        {end}
      </Box>
    </Box>
  );
}
