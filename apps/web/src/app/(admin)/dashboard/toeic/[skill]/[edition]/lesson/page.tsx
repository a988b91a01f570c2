import { toeicPlaceOf } from '@web/modules/course-admin/toeic/toeic-place';
import { ToeicLessonsOverview } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('toeicCourse.overview.title');

/** An edition's TOEIC course by part: which parts have a lesson, their order, state and the learner's view. */
export default async function Page({ params }: { params: Promise<{ skill: string; edition: string }> }) {
  return <ToeicLessonsOverview {...toeicPlaceOf(await params)} />;
}
