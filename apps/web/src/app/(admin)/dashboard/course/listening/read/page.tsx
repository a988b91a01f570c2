import { ListeningListScreen } from '@web/modules/course-admin/listening/listening-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('recording.title.contentRead');

export default function Page() {
  return <ListeningListScreen screen="contentRead" />;
}
