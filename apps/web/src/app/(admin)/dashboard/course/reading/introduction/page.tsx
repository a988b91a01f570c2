import { ReadingListScreen } from '@web/modules/course-admin/reading/reading-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('introduction.title');

export default function Page() {
  return <ReadingListScreen screen="introduction" />;
}
