import { notFound } from 'next/navigation';
import { parseFolderId } from '@web/modules/files-manager/folder-id';
import { FilesManagerView } from '@web/modules/files-manager/files-manager-view';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('title', 'files');

export default async function FolderPage({ params }: { params: Promise<{ folderId: string }> }) {
  const folderId = parseFolderId((await params).folderId);
  if (folderId === undefined) notFound();
  return <FilesManagerView key={folderId} folderId={folderId} />;
}
