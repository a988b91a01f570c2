'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import AudioFileRoundedIcon from '@mui/icons-material/AudioFileRounded';
import type { StoredFile } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminClient } from '@web/lib/api';
import { problemTitle } from '@web/modules/resource';

/**
 * A recording (an IELTS listening section's, a TOEIC question set's): uploaded through `Upload/UploadAudio`, kept as its stored key,
 * and played here with the browser's player (the server answers range requests).
 */
export function AudioField({ fileKey, url, onChange, error, label }: { fileKey: string | null; url: string | null; onChange: (file: { key: string; url: string } | null) => void; error?: string; label?: string }) {
  const { t } = useTranslation('exam-admin');
  const inputId = useId();
  const labelId = useId();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const result = await adminClient.upload<StoredFile>('Upload/UploadAudio', { file });
    setUploading(false);
    if (result.ok) onChange({ key: result.data.key, url: result.data.url });
    else setProblem(problemTitle(result));
  };

  const shown = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} error={Boolean(shown)} sx={{ display: 'block', mb: 0.75, typography: 'body2' }}>
        {label ?? t('section.audio')}
      </FormLabel>
      {url ? (
        // The transcript is the caption of the recording.
        <audio controls preload="metadata" src={url} style={{ width: '100%', maxWidth: 560, display: 'block' }} aria-label={t('section.audioPlayer')} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('section.noAudio')}
        </Typography>
      )}
      {fileKey && (
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: 'text.disabled', overflowWrap: 'anywhere' }}>
          {fileKey}
        </Typography>
      )}
      <input id={inputId} type="file" accept="audio/*" hidden onChange={(event) => { void upload(event.target.files?.[0]); event.target.value = ''; }} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<AudioFileRoundedIcon />} loading={isUploading} loadingPosition="start">
          {fileKey ? t('section.replaceAudio') : t('section.uploadAudio')}
        </Button>
        {fileKey && (
          <Button size="small" color="inherit" onClick={() => onChange(null)}>
            {t('section.removeAudio')}
          </Button>
        )}
      </Box>
      {shown && <FormHelperText error>{shown}</FormHelperText>}
    </Box>
  );
}
