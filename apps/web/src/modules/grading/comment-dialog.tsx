'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes a comment (and optionally names its criterion); Ctrl+Enter saves. */
export function CommentDialog({ title, criteriaKeys, initialBody = '', onSave, onClose }: {
  title: string;
  criteriaKeys: string[];
  initialBody?: string;
  onSave: (body: string, criterion: string | null) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('grading');
  const [body, setBody] = useState(initialBody);
  const [criterion, setCriterion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const save = async () => {
    if (!body.trim()) return;
    setSaving(true);
    const problem = await onSave(body.trim(), criterion || null);
    setSaving(false);
    if (problem) setError(problem);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            multiline
            minRows={3}
            label={t('detail.comment')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
            }}
            error={!!error}
            helperText={error ?? ' '}
          />
          {criteriaKeys.length > 0 && (
            <TextField select label={t('detail.criterion')} value={criterion} onChange={(event) => setCriterion(event.target.value)}>
              <MenuItem value="">{t('detail.none')}</MenuItem>
              {criteriaKeys.map((key) => (
                <MenuItem key={key} value={key}>
                  {t(`criteria.${key}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={isSaving || !body.trim()}>
          {t('detail.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
