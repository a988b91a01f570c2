import { ListeningFormScreen } from '@web/modules/course-admin/listening/listening-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('recording.create');

export default function Page() {
  return <ListeningFormScreen screen="contentRead" />;
}
