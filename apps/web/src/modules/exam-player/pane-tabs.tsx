'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef } from 'react';
import type { ExamPane } from './exam-position';

const PANES: readonly ExamPane[] = ['passage', 'questions'];

export const paneId = (pane: ExamPane) => `exam-pane-${pane}`;
export const paneTabId = (pane: ExamPane) => `exam-tab-${pane}`;

/**
 * The Passage / Questions switch of narrow screens (hidden from md up, where both are side by side):
 * a tab list with the arrow keys, Home and End moving between the two, each tab showing its pane.
 */
export function PaneTabs({ pane, onPane, passageLabel, questionsLabel }: { pane: ExamPane; onPane: (pane: ExamPane) => void; passageLabel: string; questionsLabel: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const choose = (next: ExamPane) => {
    onPane(next);
    listRef.current?.querySelector<HTMLElement>(`#${paneTabId(next)}`)?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    // Two tabs: left and right both go to the other one, in either writing direction.
    const next = event.key === 'Home' ? 'passage' : event.key === 'End' ? 'questions' : event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? (pane === 'passage' ? 'questions' : 'passage') : null;
    if (!next) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <Box
      ref={listRef}
      role="tablist"
      onKeyDown={onKeyDown}
      sx={{ gridArea: '1 / 1', display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      data-testid="pane-tabs"
    >
      {PANES.map((item) => {
        const isSelected = item === pane;
        return (
          <ButtonBase
            key={item}
            id={paneTabId(item)}
            role="tab"
            aria-selected={isSelected}
            aria-controls={paneId(item)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onPane(item)}
            data-testid={`pane-tab-${item}`}
            sx={{
              flex: 1,
              minHeight: 44,
              typography: 'subtitle2',
              color: isSelected ? 'text.primary' : 'text.secondary',
              borderBottom: 2,
              borderColor: isSelected ? 'text.primary' : 'transparent',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {item === 'passage' ? passageLabel : questionsLabel}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
