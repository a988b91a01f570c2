'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import type { StoredFile } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminClient } from '@web/lib/api';
import { problemTitle } from '@web/modules/resource';

/**
 * A question set's picture (a TOEIC Part 1 photograph, a graphic, a form): uploaded through
 * `Upload/UploadImage`, kept as its stored key and shown as a preview.
 */
export function ImageField({ fileKey, url, onChange, error }: { fileKey: string | null; url: string | null; onChange: (file: { key: string; url: string } | null) => void; error?: string }) {
  const { t } = useTranslation('exam-admin');
  const inputId = useId();
  const labelId = useId();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const result = await adminClient.upload<StoredFile>('Upload/UploadImage', { file });
    setUploading(false);
    if (result.ok) onChange({ key: result.data.key, url: result.data.url });
    else setProblem(problemTitle(result));
  };

  const shown = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} error={Boolean(shown)} sx={{ display: 'block', mb: 0.75, typography: 'body2' }}>
        {t('group.image')}
      </FormLabel>
      {url ? (
        <Box component="img" src={url} alt={t('group.imagePreview')} sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('group.noImage')}</Typography>
      )}
      {fileKey && (
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: 'text.disabled', overflowWrap: 'anywhere' }}>{fileKey}</Typography>
      )}
      <input id={inputId} type="file" accept="image/*" hidden onChange={(event) => { void upload(event.target.files?.[0]); event.target.value = ''; }} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<ImageRoundedIcon />} loading={isUploading} loadingPosition="start">
          {fileKey ? t('group.replaceImage') : t('group.uploadImage')}
        </Button>
        {fileKey && <Button size="small" color="inherit" onClick={() => onChange(null)}>{t('group.removeImage')}</Button>}
      </Box>
      {shown && <FormHelperText error>{shown}</FormHelperText>}
    </Box>
  );
}
