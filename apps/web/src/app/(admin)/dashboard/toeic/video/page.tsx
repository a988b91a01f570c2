import { ToeicCourseListScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('video.title');

/** The TOEIC course's video lessons: the reading course's screens, skill `toeic`. */
export default function Page() {
  return <ToeicCourseListScreen screen="video" />;
}
