'use client';

import BorderColorIcon from '@mui/icons-material/BorderColor';
import StickyNoteIcon from '@mui/icons-material/StickyNote2';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Annotation } from './annotations';

// The passage's two popups, a chunk of their own (lazy-parts.tsx): with Popper they weigh on the
// exam screen's first load, and they are only wanted once the learner selects or clicks a mark.

/** Over a text selection: highlight it, or add a note to it. */
export function SelectionToolbar({ anchor, onClose, onAdd }: { anchor: PopperProps['anchorEl']; onClose: () => void; onAdd: (withNote: boolean) => void }) {
  const { t } = useTranslation('exam');
  return (
    <Popper open={Boolean(anchor)} anchorEl={anchor} placement="top" sx={{ zIndex: 'modal' }}>
      <ClickAwayListener onClickAway={onClose}>
        <Paper elevation={8} sx={{ p: 0.5, display: 'flex', gap: 0.5 }}>
          {/* mousedown would clear the selection the buttons act on. */}
          <Button size="small" startIcon={<BorderColorIcon />} onMouseDown={(event) => event.preventDefault()} onClick={() => onAdd(false)} data-testid="highlight-selection">
            {t('notes.highlight')}
          </Button>
          <Button size="small" startIcon={<StickyNoteIcon />} onMouseDown={(event) => event.preventDefault()} onClick={() => onAdd(true)} data-testid="note-selection">
            {t('notes.addNote')}
          </Button>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}

/** Under a clicked mark: its notes (or that it is highlighted), each with its remove button. */
export function MarkMenu({ anchor, marks, onClose, onRemove }: { anchor: HTMLElement | null; marks: readonly Annotation[]; onClose: () => void; onRemove: (id: string) => void }) {
  const { t } = useTranslation('exam');
  return (
    <Popper open={Boolean(anchor)} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
      <ClickAwayListener onClickAway={onClose}>
        <Paper elevation={8} sx={{ p: 1.5, maxWidth: 320 }}>
          <Stack spacing={1}>
            {marks.map((annotation) => (
              <Stack key={annotation.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap' }}>
                  {annotation.note ?? t('notes.highlighted')}
                </Typography>
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    onRemove(annotation.id);
                    onClose();
                  }}
                >
                  {annotation.note === null ? t('notes.removeHighlight') : t('notes.removeNote')}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
