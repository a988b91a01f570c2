'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePosition } from './order-moves';

export interface MovePositionDialogProps {
  name: string;
  position: number;
  total: number;
  isBusy: boolean;
  /** Saves the move; true when it was saved (the dialog closes), false to stay open. */
  onMove: (position: number) => Promise<boolean>;
  onClose: () => void;
}

/**
 * "Move to position…": a row's new place in the whole list, typed as a number. The way to move a
 * row to another page, and the way to move rows on a phone, where rows are not dragged.
 */
export function MovePositionDialog({ name, position, total, isBusy, onMove, onClose }: MovePositionDialogProps) {
  const { t } = useTranslation('resource');
  const titleId = useId();
  const [text, setText] = useState(String(position));
  const [isTouched, setTouched] = useState(false);
  const value = parsePosition(text, total);
  const error = isTouched && value === null ? t('order.positionInvalid', { total }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (value === null) return;
    if (await onMove(value)) onClose();
  };

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('order.moveToTitle', { name })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('order.positionLabel', { total })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error ?? t('order.currentPosition', { position, total })}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'data-testid': 'move-position-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={isBusy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isBusy}>
            {t('order.moveAction')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
