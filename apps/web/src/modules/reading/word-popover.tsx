'use client';

import Popover from '@mui/material/Popover';
import { useId } from 'react';
import type { PassageWord } from '@lexam/contracts';
import { WordDetails } from './word-details';

/**
 * A word's meaning beside its occurrence in the passage: a dialog-like popover that Esc or a click
 * outside closes, focus going back to the word's button.
 */
export function WordPopover({ word, anchor, onClose }: { word: PassageWord | null; anchor: HTMLElement | null; onClose: () => void }) {
  const headingId = useId();
  return (
    <Popover
      open={Boolean(word && anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, 'data-testid': 'word-popover', sx: { p: 2, maxWidth: 360 } } as object }}
    >
      {word ? <WordDetails word={word} headingId={headingId} /> : null}
    </Popover>
  );
}
