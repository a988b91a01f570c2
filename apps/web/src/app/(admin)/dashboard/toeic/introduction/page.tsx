import { ToeicCourseListScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('introduction.title');

/** The TOEIC course's introductions: the reading course's screens, skill `toeic`. */
export default function Page() {
  return <ToeicCourseListScreen screen="introduction" />;
}
