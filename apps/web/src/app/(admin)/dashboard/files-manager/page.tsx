import { FilesManagerView } from '@web/modules/files-manager/files-manager-view';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('title', 'files');

export default function FilesManagerPage() {
  return <FilesManagerView folderId={0} />;
}
