import { ToeicCourseFormScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('video.create');

export default function Page() {
  return <ToeicCourseFormScreen screen="video" />;
}
