'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WordListSummary } from '@lexam/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useCreateWordListMutation, useUpdateWordListMutation } from '@web/modules/flashcards/flashcards-api';

/** Creates a list (no `list`) or renames one: its title and description. */
export function ListDialog({ list, onClose, onSaved }: { list?: WordListSummary; onClose: () => void; onSaved?: (saved: WordListSummary) => void }) {
  const { t } = useTranslation('flashcards');
  const titleId = useId();
  const [title, setTitle] = useState(list?.title ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateWordListMutation();
  const [update, updating] = useUpdateWordListMutation();
  const isValid = title.trim().length > 0 && title.length <= 200 && description.length <= 2000;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    const result = list ? await update({ id: list.id, title: title.trim(), description: description.trim() }) : await create({ title: title.trim(), description: description.trim() });
    if ('error' in result) return setFailure(failureText(result.error));
    onSaved?.(result.data);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{list ? t('vocabulary.renameTitle') : t('vocabulary.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField autoFocus required label={t('vocabulary.listTitle')} value={title} onChange={(event) => setTitle(event.target.value)} error={title.length > 200} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'list-title-input' } }} />
            <TextField multiline minRows={2} label={t('vocabulary.listDescription')} value={description} onChange={(event) => setDescription(event.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid} loading={creating.isLoading || updating.isLoading} data-testid="list-save">
            {t('settings.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
