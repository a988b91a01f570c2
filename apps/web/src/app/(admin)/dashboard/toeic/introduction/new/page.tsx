import { ToeicCourseFormScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('introduction.create');

export default function Page() {
  return <ToeicCourseFormScreen screen="introduction" />;
}
