import { ReadingFormScreen } from '@web/modules/course-admin/reading/reading-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('introduction.create');

export default function Page() {
  return <ReadingFormScreen screen="introduction" />;
}
