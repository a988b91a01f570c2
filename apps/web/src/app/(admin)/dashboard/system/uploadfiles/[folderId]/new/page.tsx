import { notFound } from 'next/navigation';
import { parseFolderId } from '@web/modules/files-manager/folder-id';
import { UploadView } from '@web/modules/files-manager/upload-view';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('uploadTitle', 'files');

export default async function UploadPage({ params }: { params: Promise<{ folderId: string }> }) {
  const folderId = parseFolderId((await params).folderId);
  if (folderId === undefined) notFound();
  return <UploadView key={folderId} folderId={folderId} />;
}
