import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MediaKind, MediaRef } from '@lexam/contracts';
import type { ReactNode } from 'react';

/** What differs between the kinds of media a field may hold: the upload call, the files accepted, the preview. */
export interface MediaKindInfo {
  uploadPath: string;
  accept: string;
  preview: (file: MediaRef, label: string) => ReactNode;
}

const name = (file: MediaRef) => (
  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
    {file.originalName}
  </Typography>
);

export const MEDIA: Record<MediaKind, MediaKindInfo> = {
  image: {
    uploadPath: 'Upload/UploadImage',
    accept: 'image/*',
    preview: (file, label) => <Box component="img" src={file.url} alt={label} sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, borderRadius: 1, border: 1, borderColor: 'divider' }} />,
  },
  audio: {
    uploadPath: 'Upload/UploadAudio',
    accept: 'audio/*',
    preview: (file, label) => <audio controls preload="metadata" src={file.url} aria-label={label} style={{ width: '100%', maxWidth: 480, display: 'block' }} />,
  },
  video: {
    uploadPath: 'Upload/UploadVideo',
    accept: 'video/*',
    preview: (file, label) => <video controls preload="metadata" src={file.url} aria-label={label} style={{ width: '100%', maxWidth: 480, maxHeight: 270, display: 'block', borderRadius: 8 }} />,
  },
  captions: {
    uploadPath: 'Upload/UploadCaptions',
    accept: '.vtt,text/vtt',
    preview: (file) => name(file),
  },
};
