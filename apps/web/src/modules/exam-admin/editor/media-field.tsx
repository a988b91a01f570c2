'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import AudioFileRoundedIcon from '@mui/icons-material/AudioFileRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import type { StoredFile } from '@lexam/contracts';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminClient } from '@web/lib/api';
import { problemTitle } from '@web/modules/resource';

type ChangeFile = (file: { key: string; url: string } | null) => void;

/** What differs between the uploaded media of the editor: the upload call, the accepted files, the preview and the texts. */
interface MediaKind {
  uploadPath: string;
  accept: string;
  icon: ReactNode;
  /** exam-admin keys: label, empty state, upload, replace, remove. */
  keys: { label: string; empty: string; upload: string; replace: string; remove: string };
  preview: (input: { url: string; t: (key: string) => string }) => ReactNode;
}

const AUDIO: MediaKind = {
  uploadPath: 'Upload/UploadAudio',
  accept: 'audio/*',
  icon: <AudioFileRoundedIcon />,
  keys: { label: 'section.audio', empty: 'section.noAudio', upload: 'section.uploadAudio', replace: 'section.replaceAudio', remove: 'section.removeAudio' },
  // The transcript is the caption of the recording; the server answers range requests, so it seeks.
  preview: ({ url, t }) => <audio controls preload="metadata" src={url} style={{ width: '100%', maxWidth: 560, display: 'block' }} aria-label={t('section.audioPlayer')} />,
};

const IMAGE: MediaKind = {
  uploadPath: 'Upload/UploadImage',
  accept: 'image/*',
  icon: <ImageRoundedIcon />,
  keys: { label: 'group.image', empty: 'group.noImage', upload: 'group.uploadImage', replace: 'group.replaceImage', remove: 'group.removeImage' },
  preview: ({ url, t }) => <Box component="img" src={url} alt={t('group.imagePreview')} sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 1, border: 1, borderColor: 'divider' }} />,
};

interface MediaFieldProps {
  fileKey: string | null;
  url: string | null;
  onChange: ChangeFile;
  error?: string;
  label?: string;
}

/** One uploaded file of a test (a recording or a picture): uploaded through its call, kept as its stored key, previewed. */
function MediaField({ kind, fileKey, url, onChange, error, label }: MediaFieldProps & { kind: MediaKind }) {
  const { t } = useTranslation('exam-admin');
  const inputId = useId();
  const labelId = useId();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const result = await adminClient.upload<StoredFile>(kind.uploadPath, { file });
    setUploading(false);
    if (result.ok) onChange({ key: result.data.key, url: result.data.url });
    else setProblem(problemTitle(result));
  };

  const shown = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} error={Boolean(shown)} sx={{ display: 'block', mb: 0.75, typography: 'body2' }}>
        {label ?? t(kind.keys.label)}
      </FormLabel>
      {url ? kind.preview({ url, t }) : <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t(kind.keys.empty)}</Typography>}
      {fileKey && (
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: 'text.disabled', overflowWrap: 'anywhere' }}>{fileKey}</Typography>
      )}
      <input id={inputId} type="file" accept={kind.accept} hidden onChange={(event) => { void upload(event.target.files?.[0]); event.target.value = ''; }} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={kind.icon} loading={isUploading} loadingPosition="start">
          {fileKey ? t(kind.keys.replace) : t(kind.keys.upload)}
        </Button>
        {fileKey && <Button size="small" color="inherit" onClick={() => onChange(null)}>{t(kind.keys.remove)}</Button>}
      </Box>
      {shown && <FormHelperText error>{shown}</FormHelperText>}
    </Box>
  );
}

/** A recording (an IELTS listening section's, a TOEIC question set's), played with the browser's player. */
export function AudioField(props: MediaFieldProps) {
  return <MediaField kind={AUDIO} {...props} />;
}

/** A question set's picture (a TOEIC Part 1 photograph, a graphic, a form), shown as a preview. */
export function ImageField(props: Omit<MediaFieldProps, 'label'>) {
  return <MediaField kind={IMAGE} {...props} />;
}
