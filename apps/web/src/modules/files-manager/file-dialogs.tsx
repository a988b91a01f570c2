'use client';

import { useTranslation } from 'react-i18next';
import type { FileFolder, ManagedFile } from '@lexam/contracts';
import { useToast } from '@web/lib/toast';
import { problemTitle } from '@web/modules/resource/problem';
import type { Row } from './contents-table';
import { DeleteDialog } from './delete-dialog';
import { useCreateFolderMutation, useDeleteFileMutation, useDeleteFolderMutation, useMoveFilesMutation, useMoveFolderMutation, useRenameFileMutation, useRenameFolderMutation } from './files-api';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { PreviewDialog } from './preview-dialog';

export type DialogState = null | { type: 'createFolder' } | { type: 'preview'; file: ManagedFile } | { type: 'rename' | 'move' | 'delete'; row: Row };

/** The dialogs of the files manager, one at a time, each calling the API and saying how it went. */
export function FileDialogs({ dialog, folderId, folders, onClose }: { dialog: DialogState; folderId: number; folders: FileFolder[]; onClose: () => void }) {
  const { t } = useTranslation('files');
  const toast = useToast();
  const [createFolder] = useCreateFolderMutation();
  const [renameFolder] = useRenameFolderMutation();
  const [renameFile] = useRenameFileMutation();
  const [moveFolder] = useMoveFolderMutation();
  const [moveFiles] = useMoveFilesMutation();
  const [deleteFolder] = useDeleteFolderMutation();
  const [deleteFile] = useDeleteFileMutation();
  if (!dialog) return null;
  /** Runs a call: closes and says so when it worked, answers the problem's title when not. */
  const run = async (call: Promise<{ error?: unknown }>, done: string) => {
    const result = await call;
    if (result.error) return problemTitle(result.error);
    toast.success(done);
    onClose();
    return undefined;
  };

  if (dialog.type === 'createFolder') {
    return <NameDialog title={t('createFolderTitle')} submitLabel={t('actions.create')} maxLength={100} onClose={onClose} onSubmit={(name) => run(createFolder({ parentId: folderId || null, name }), t('created'))} />;
  }
  if (dialog.type === 'preview') return <PreviewDialog file={dialog.file} onClose={onClose} />;
  const { row } = dialog;
  const name = row.type === 'folder' ? row.folder.name : row.file.originalName;
  if (dialog.type === 'rename') {
    return row.type === 'folder' ? (
      <NameDialog title={t('renameFolderTitle')} initial={name} submitLabel={t('actions.save')} maxLength={100} onClose={onClose} onSubmit={(value) => run(renameFolder({ id: row.folder.id, name: value }), t('saved'))} />
    ) : (
      <NameDialog title={t('renameFileTitle')} initial={name} help={t('renameFileHelp')} submitLabel={t('actions.save')} maxLength={200} onClose={onClose} onSubmit={(value) => run(renameFile({ id: row.file.id, originalName: value }), t('saved'))} />
    );
  }
  if (dialog.type === 'move') {
    const current = row.type === 'folder' ? (row.folder.parentId ?? 0) : (row.file.folderId ?? 0);
    return (
      <MoveDialog
        name={name}
        folders={folders}
        current={current}
        movingFolderId={row.type === 'folder' ? row.folder.id : undefined}
        onClose={onClose}
        onMove={async (target) => {
          const failure = await run(row.type === 'folder' ? moveFolder({ id: row.folder.id, parentId: target || null }) : moveFiles({ fileIds: [row.file.id], folderId: target || null }), t('moved'));
          if (failure) toast.error(failure);
        }}
      />
    );
  }
  return (
    <DeleteDialog
      kind={row.type}
      name={name}
      onClose={onClose}
      onDelete={async () => {
        const result = await (row.type === 'folder' ? deleteFolder(row.folder.id) : deleteFile(row.file.id));
        if (!result.error) toast.success(t('deleted'));
        return result;
      }}
    />
  );
}
