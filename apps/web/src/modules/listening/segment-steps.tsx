'use client';

import CheckIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { LearnerSegment } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';

/** The recording's segments as numbered steps: done ones ticked, the current one outlined; any can be opened. */
export function SegmentSteps({ segments, index, onSelect }: { segments: LearnerSegment[]; index: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('listening');
  return (
    <Box component="ol" aria-label={t('dictation.segments')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="segment-steps">
      {segments.map((segment, position) => {
        const done = segment.progress !== null;
        const current = position === index;
        return (
          <li key={segment.id}>
            <ButtonBase
              onClick={() => onSelect(position)}
              aria-current={current ? 'step' : undefined}
              aria-label={t(done ? 'dictation.segmentDone' : 'dictation.segmentTodo', { number: position + 1 })}
              data-testid="segment-step"
              data-done={done}
              sx={{
                minWidth: 36,
                height: 36,
                px: 0.75,
                borderRadius: 18,
                border: current || done ? '2px solid' : '1px solid',
                borderColor: current ? 'primary.main' : done ? 'success.main' : 'divider',
                bgcolor: current ? 'action.selected' : 'transparent',
                color: 'text.primary',
                fontWeight: current ? 700 : 500,
                gap: 0.25,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {done ? <CheckIcon aria-hidden sx={{ fontSize: 16, color: 'success.main' }} /> : null}
              {position + 1}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
