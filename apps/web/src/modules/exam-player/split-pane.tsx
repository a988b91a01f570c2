'use client';

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredState } from './use-stored-state';

const MIN = 0.25;
const MAX = 0.75;

function parseRatio(raw: string | null): number {
  const value = raw ? Number(raw) : 0.5;
  return Number.isFinite(value) ? Math.min(MAX, Math.max(MIN, value)) : 0.5;
}

/**
 * The passage and the questions side by side, split by a handle the learner drags (or moves with
 * the arrow keys); stacked, passage first, on narrow screens. Each side scrolls on its own.
 */
export function SplitPane({ start, end, startLabel, endLabel }: { start: ReactNode; end: ReactNode; startLabel: string; endLabel: string }) {
  const { t } = useTranslation('exam');
  const theme = useTheme();
  const [ratio, setRatio] = useStoredState('lexam.exam.split', parseRatio);
  const containerRef = useRef<HTMLDivElement>(null);
  const isRtl = theme.direction === 'rtl';

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

  // One tree at every width, laid out by CSS (stacked below md): the server renders it without
  // knowing the window, and hydrating it changes nothing.
  return (
    <Box ref={containerRef} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, overflowY: { xs: 'auto', md: 'visible' } }} data-testid="exam-scroll">
      <Box
        component="section"
        aria-label={startLabel}
        sx={{ p: { xs: 2, md: 3 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider', flexBasis: { md: `${ratio * 100}%` }, flexShrink: 0, overflowY: { md: 'auto' } }}
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
        aria-label={endLabel}
        // Stacked (narrow screens), the questions start below the passage's first screen: the browser
        // skips their layout and paint until they come near (the first frame's cost on a phone).
        sx={{ flex: { md: 1 }, minWidth: 0, overflowY: { md: 'auto' }, p: { xs: 2, md: 3 }, contentVisibility: { xs: 'auto', md: 'visible' }, containIntrinsicSize: { xs: 'auto 1600px', md: 'none' } }}
        data-testid="questions-pane"
      >
        {end}
      </Box>
    </Box>
  );
}
