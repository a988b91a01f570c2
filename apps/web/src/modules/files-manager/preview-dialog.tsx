'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedFile } from '@lexam/contracts';

/** A look at a file: the picture, a player for audio and video, the PDF in a frame (with a link to open it). */
export function PreviewDialog({ file, onClose }: { file: ManagedFile; onClose: () => void }) {
  const { t } = useTranslation('files');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>{file.originalName}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center' }}>
        {file.kind === 'image' ? (
          <img src={file.url} alt={file.originalName} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
        ) : file.kind === 'audio' ? (
          <audio src={file.url} controls preload="metadata" aria-label={file.originalName} style={{ width: '100%' }} />
        ) : file.kind === 'video' ? (
          <video src={file.url} controls preload="metadata" aria-label={file.originalName} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
        ) : file.kind === 'document' ? (
          <iframe src={file.url} title={file.originalName} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('noPreview')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {file.kind === 'document' && <Button href={file.url} target="_blank" rel="noopener">{t('openPdf')}</Button>}
        <Button onClick={onClose} variant="contained">{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
