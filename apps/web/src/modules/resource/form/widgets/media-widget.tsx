'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import type { MediaRef, StoredFile } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminClient } from '@web/lib/api';
import { problemTitle } from '../../problem';
import { resourceApi } from '../../resource-api';
import { useAppDispatch } from '@web/lib/store';
import { MEDIA } from './media-kinds';
import { FILES_KEY, MediaPickerDialog } from './media-picker-dialog';
import type { WidgetProps } from './widget-types';

function isMediaRef(value: unknown): value is MediaRef {
  return Boolean(value && typeof value === 'object' && typeof (value as MediaRef).id === 'number' && typeof (value as MediaRef).url === 'string');
}

/**
 * An uploaded file of one kind, sent as its id: one already uploaded, picked from a searchable list,
 * or one uploaded here; shown as a preview (a picture, a player, a file name) with its name.
 */
export function MediaWidget({ field, label, helper, value, onChange, error, disabled, row }: WidgetProps) {
  const { t } = useTranslation('resource');
  const dispatch = useAppDispatch();
  const kind = field.media ?? 'image';
  const info = MEDIA[kind];
  const inputId = useId();
  const labelId = useId();
  const [chosen, setChosen] = useState<MediaRef | null>(() => {
    const initial = (row as Record<string, unknown> | undefined)?.[field.name];
    return isMediaRef(initial) ? initial : null;
  });
  const [isPicking, setPicking] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const file = typeof value === 'number' && chosen?.id === value ? chosen : null;

  const choose = (next: MediaRef | StoredFile) => {
    setChosen({ id: next.id, url: next.url, mime: next.mime, originalName: next.originalName });
    setProblem(null);
    onChange(next.id);
  };

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    setUploading(true);
    setProblem(null);
    const result = await adminClient.upload<StoredFile>(info.uploadPath, { file: picked });
    setUploading(false);
    if (!result.ok) return setProblem(problemTitle(result));
    dispatch(resourceApi.util.invalidateTags([{ type: 'Resource', id: FILES_KEY }]));
    choose(result.data);
  };

  const shown = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} error={Boolean(shown)} sx={{ display: 'block', mb: 0.75, typography: 'body2' }}>
        {label}
      </FormLabel>
      {file ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {info.preview(file, t('media.preview', { name: file.originalName }))}
          {kind !== 'captions' && <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{file.originalName}</Typography>}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {typeof value === 'number' ? t('media.fileNumber', { id: value }) : t('media.none')}
        </Typography>
      )}
      <input id={inputId} type="file" accept={info.accept} hidden disabled={disabled} onChange={(event) => { void upload(event.target.files?.[0]); event.target.value = ''; }} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<FolderOpenRoundedIcon />} onClick={() => setPicking(true)} disabled={disabled}>
          {t('media.pick')}
        </Button>
        <Button component="label" htmlFor={inputId} size="small" variant="outlined" startIcon={<CloudUploadRoundedIcon />} loading={isUploading} loadingPosition="start" disabled={disabled}>
          {t('media.upload')}
        </Button>
        {value !== null && value !== undefined && (
          <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
            {t('media.remove')}
          </Button>
        )}
      </Box>
      {(shown ?? helper) && <FormHelperText error={Boolean(shown)}>{shown ?? helper}</FormHelperText>}
      <MediaPickerDialog kind={kind} open={isPicking} onClose={() => setPicking(false)} onPick={(picked) => { setPicking(false); choose(picked); }} />
    </Box>
  );
}
