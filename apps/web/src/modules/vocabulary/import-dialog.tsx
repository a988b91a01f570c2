'use client';

import UploadFileIcon from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_IMPORT_CHARACTERS, type ImportWordListResult } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useImportWordListMutation } from '@web/modules/flashcards/flashcards-api';
import { badRowsOf, formatOfFile, type BadRow } from './import-problems';

/**
 * Imports words from a CSV or tab-separated file (as Anki and Quizlet export them) or pasted text,
 * into `wordListId` or, without it, a new list. All or nothing: when any row is bad the server says
 * which, by line, and nothing is imported.
 */
export function ImportDialog({ wordListId, onClose, onImported }: { wordListId?: number; onClose: () => void; onImported: (result: ImportWordListResult) => void }) {
  const { t } = useTranslation('flashcards');
  const titleId = useId();
  const [text, setText] = useState('');
  const [format, setFormat] = useState<'auto' | 'csv' | 'tsv'>('auto');
  const [fileName, setFileName] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [badRows, setBadRows] = useState<BadRow[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [importList, importing] = useImportWordListMutation();
  const isValid = text.trim() !== '' && text.length <= MAX_IMPORT_CHARACTERS && (wordListId !== undefined || title.trim() !== '');

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setFormat(formatOfFile(file.name));
    setText(await file.text());
    if (!wordListId && !title) setTitle(file.name.replace(/\.[^.]+$/, '').slice(0, 200));
    setBadRows([]);
    setFailure(null);
  };

  const submit = async () => {
    setBadRows([]);
    setFailure(null);
    const result = await importList(wordListId !== undefined ? { wordListId, format, text } : { title: title.trim(), format, text });
    if ('error' in result) {
      setBadRows(badRowsOf(result.error && 'data' in result.error ? result.error.data : null));
      return setFailure(failureText(result.error));
    }
    onImported(result.data);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('vocabulary.importTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('vocabulary.importHelp')}</DialogContentText>
          {wordListId === undefined ? <TextField required label={t('vocabulary.listTitle')} value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'import-title' } }} /> : null}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('vocabulary.chooseFile')}
              <input hidden type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" onChange={(event) => void readFile(event.target.files?.[0])} data-testid="import-file" />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {fileName ?? t('vocabulary.orPaste')}
            </Typography>
          </Stack>
          {failure ? <Alert severity="error" data-testid="import-error">{failure}</Alert> : null}
          {badRows.length > 0 ? (
            <Box component="ul" sx={{ m: 0, ps: 3, maxHeight: 200, overflow: 'auto' }} data-testid="import-bad-rows">
              {badRows.map((row, index) => (
                <li key={`${row.line}-${index}`}>
                  <Typography variant="body2">
                    {row.line !== null ? <strong>{t('vocabulary.line', { line: row.line })} </strong> : null}
                    {row.message}
                  </Typography>
                </li>
              ))}
            </Box>
          ) : null}
          <TextField multiline minRows={5} maxRows={12} label={t('vocabulary.importText')} value={text} onChange={(event) => setText(event.target.value)} sx={{ '& textarea': { fontFamily: 'monospace' } }} slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, 'data-testid': 'import-text' } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('settings.cancel')}
        </Button>
        <Button variant="contained" disabled={!isValid} loading={importing.isLoading} onClick={() => void submit()} data-testid="import-submit">
          {t('vocabulary.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
