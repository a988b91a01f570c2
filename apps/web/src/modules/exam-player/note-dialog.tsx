'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes the text of a new note on the selected words. */
export function NoteDialog({ quote, onCancel, onSave }: { quote: string | null; onCancel: () => void; onSave: (text: string) => void }) {
  const { t } = useTranslation('exam');
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onCancel();
  };
  return (
    <Dialog open={quote !== null} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('notes.addNote')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" dir="ltr" lang="en" sx={{ color: 'text.secondary', mb: 2 }}>
          “{quote}”
        </Typography>
        <TextField autoFocus fullWidth multiline minRows={2} label={t('notes.noteLabel')} value={text} onChange={(event) => setText(event.target.value)} slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'note-text' } }} />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('submit.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!text.trim()}
          onClick={() => {
            onSave(text.trim());
            setText('');
          }}
          data-testid="save-note"
        >
          {t('notes.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
