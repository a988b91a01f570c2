'use client';

import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CloudUploadRoundedIcon from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { useAppDispatch } from '@web/lib/store/hooks';
import { PageHeader } from '@web/modules/resource/components/page-header';
import { formatSize } from './file-format';
import { filesApi, useFolderContentsQuery } from './files-api';
import { useFolderCrumbs } from './files-manager-view';
import { uploadFileWithProgress } from './upload-xhr';

interface Item {
  id: number;
  file: File;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** Uploads run a few at a time: each its own request, progress bar and error. */
const AT_ONCE = 3;

/**
 * /dashboard/system/uploadfiles/{folderId}/new: many files at once, picked or dropped, into one folder,
 * each with its own progress bar and its own error (the server checks each by its content and size).
 */
export function UploadView({ folderId }: { folderId: number }) {
  const { t, i18n } = useTranslation('files');
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(1);
  const contents = useFolderContentsQuery({ folderId, pageSize: 1 });
  const crumbs = [...useFolderCrumbs(contents.data?.path), { label: t('uploadTitle') }];
  const folderName = contents.data?.folder?.name ?? t('root');
  const update = (id: number, change: Partial<Item>) => setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = async (picked: File[]) => {
    const added = picked.map((file) => ({ id: nextId.current++, file, progress: 0, status: 'waiting' as const }));
    setItems((current) => [...current, ...added]);
    const queue = [...added];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { id } = item;
        update(id, { status: 'uploading' });
        const outcome = await uploadFileWithProgress(folderId, item.file, (progress) => update(id, { progress }));
        update(id, outcome.ok ? { status: 'done', progress: 1 } : { status: 'failed', error: outcome.title || t('status.failed') });
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, added.length) }, worker));
    dispatch(filesApi.util.invalidateTags(['FolderContents']));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) void start([...event.dataTransfer.files]);
  };
  const done = items.filter((item) => item.status === 'done').length;

  return (
    <>
      <PageHeader
        title={t('uploadTitle')}
        crumbs={crumbs}
        actions={<Button component={Link} href={paths.dashboard.system.uploadFiles.folder(folderId)} variant="outlined" color="inherit" startIcon={<ArrowBackRoundedIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}>{t('backToFolder')}</Button>}
      />
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{t('uploadingTo', { name: folderName })}</Typography>
        <Box
          data-testid="drop-zone"
          onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{ border: '2px dashed', borderColor: dragging ? 'primary.main' : 'divider', bgcolor: dragging ? 'action.hover' : 'transparent', borderRadius: 2, p: { xs: 3, md: 5 }, textAlign: 'center' }}
        >
          <CloudUploadRoundedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">{t('dropHere')}</Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('orPick')}</Typography>
          <input id={inputId} type="file" multiple hidden accept="image/png,image/jpeg,image/gif,image/webp,audio/*,video/mp4,video/webm,.vtt,text/vtt,application/pdf" onChange={(event) => { const list = [...(event.target.files ?? [])]; event.target.value = ''; if (list.length) void start(list); }} />
          <Button component="label" htmlFor={inputId} variant="contained">{t('pick')}</Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>{t('limits')}</Typography>
        </Box>
        {items.length > 0 && (
          <>
            <Typography role="status" sx={{ mt: 3 }}>{t('uploadsDone', { done, total: items.length })}</Typography>
            <List aria-label={t('uploadTitle')}>
              {items.map((item) => (
                <ListItem key={item.id} disableGutters sx={{ display: 'block' }} data-testid="upload-item">
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{item.file.name}</Typography>
                    <Typography variant="body2" color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'textSecondary'} sx={{ whiteSpace: 'nowrap' }}>
                      {item.status === 'uploading' ? t('status.uploading', { percent: Math.round(item.progress * 100) }) : t(`status.${item.status}`)} · {formatSize(item.file.size, i18n.language)}
                    </Typography>
                  </Box>
                  <LinearProgress variant="determinate" value={Math.round(item.progress * 100)} color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'} aria-label={t('progressOf', { name: item.file.name })} sx={{ mt: 0.5 }} />
                  {item.error && <Typography variant="body2" role="alert" color="error" sx={{ mt: 0.5 }}>{item.error}</Typography>}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Card>
    </>
  );
}
