'use client';

import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import CreateNewFolderRoundedIcon from '@mui/icons-material/CreateNewFolderRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderContentsQuery } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { PageHeader } from '@web/modules/resource/components/page-header';
import { problemTitle } from '@web/modules/resource/problem';
import { useCan } from '@web/modules/resource/use-can';
import { ContentsTable, type Row, type RowAction } from './contents-table';
import { FileDialogs, type DialogState } from './file-dialogs';
import { useFileFoldersQuery, useFolderContentsQuery } from './files-api';
import { FolderTree } from './folder-tree';
import { ContentsToolbar } from './contents-toolbar';

const PAGE_SIZE = 50;

/** The breadcrumbs to a folder: the dashboard, the files' root, then each folder down to it. */
export function useFolderCrumbs(path: { id: number; name: string }[] | undefined) {
  const { t } = useTranslation('files');
  return [
    { label: t('dashboard'), href: paths.dashboard.root },
    { label: t('root'), href: paths.dashboard.system.uploadFiles.folder(0) },
    ...(path ?? []).map((folder) => ({ label: folder.name, href: paths.dashboard.system.uploadFiles.folder(folder.id) })),
  ];
}

/**
 * /dashboard/files-manager and /dashboard/system/uploadfiles/{folderId}: the folder tree (a drawer on a
 * phone), a folder's subfolders and files with search and sort, and renaming, moving, deleting and
 * previewing them (docs/files.md).
 */
export function FilesManagerView({ folderId }: { folderId: number }) {
  const { t } = useTranslation('files');
  const router = useRouter();
  const can = useCan();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FolderContentsQuery['sort']>('name');
  const [order, setOrder] = useState<FolderContentsQuery['order']>('asc');
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => { setSearch(input.trim()); setPage(1); }, 300);
    return () => window.clearTimeout(timer);
  }, [input]);
  const folders = useFileFoldersQuery();
  const contents = useFolderContentsQuery({ folderId, search: search || undefined, sort, order, pageIndex: page, pageSize: PAGE_SIZE });
  const crumbs = useFolderCrumbs(contents.data?.path);
  const title = contents.data?.folder?.name ?? t('root');
  const open = (id: number) => { setDrawer(false); router.push(paths.dashboard.system.uploadFiles.folder(id)); };
  const onAction = (row: Row, action: RowAction) => setDialog(action === 'preview' && row.type === 'file' ? { type: 'preview', file: row.file } : action === 'preview' ? null : { type: action, row });
  const tree = folders.data ? <FolderTree folders={folders.data} selected={folderId} onSelect={open} /> : <Skeleton variant="rounded" height={160} />;
  const empty = contents.data && contents.data.folders.length === 0 && contents.data.files.length === 0;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={<>
          <Button variant="outlined" color="inherit" startIcon={<AccountTreeRoundedIcon />} onClick={() => setDrawer(true)} sx={{ display: { md: 'none' } }}>{t('showFolders')}</Button>
          {can('file.create') && <Button variant="outlined" startIcon={<CreateNewFolderRoundedIcon />} onClick={() => setDialog({ type: 'createFolder' })}>{t('newFolder')}</Button>}
          {can('file.create') && <Button component={Link} href={paths.dashboard.system.uploadFiles.new(folderId)} variant="contained" startIcon={<UploadFileRoundedIcon />}>{t('upload')}</Button>}
        </>}
      />
      <Drawer open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { sx: { width: 300, p: 2 } } }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>{t('folders')}</Typography>
        {tree}
      </Drawer>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 3, alignItems: 'start' }}>
        <Card sx={{ p: 1.5, display: { xs: 'none', md: 'block' } }}>
          <Typography variant="subtitle2" component="h2" sx={{ px: 1, pb: 1 }}>{t('folders')}</Typography>
          {tree}
        </Card>
        <Card sx={{ minWidth: 0 }}>
          <ContentsToolbar search={input} onSearch={setInput} sort={sort} onSort={(value) => { setSort(value); setPage(1); }} order={order} onOrder={setOrder} />
          {contents.error ? (
            <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => contents.refetch()}>{t('retry')}</Button>}>{problemTitle(contents.error) || t('loadFailed')}</Alert>
          ) : !contents.data ? (
            <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />
          ) : empty ? (
            <Typography sx={{ color: 'text.secondary', p: 3 }}>{search ? t('noMatch') : t('empty')}</Typography>
          ) : (
            <ContentsTable folders={contents.data.folders} files={contents.data.files} canEdit={can('file.update')} canDelete={can('file.delete')} onAction={onAction} />
          )}
          {(contents.data?.pagination?.totalCount ?? 0) > PAGE_SIZE && (
            <TablePagination component="div" count={contents.data?.pagination?.totalCount ?? 0} page={page - 1} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next + 1)} labelDisplayedRows={({ from, to, count }) => t('rowsOf', { from, to, count })} getItemAriaLabel={(type) => t(type === 'next' ? 'nextPage' : 'previousPage')} />
          )}
        </Card>
      </Box>
      <FileDialogs dialog={dialog} folderId={folderId} folders={folders.data ?? []} onClose={() => setDialog(null)} />
    </>
  );
}
