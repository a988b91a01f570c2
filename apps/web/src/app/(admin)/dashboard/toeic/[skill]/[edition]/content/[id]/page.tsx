import { positiveOf, toeicPlaceOf } from '@web/modules/course-admin/toeic/toeic-place';
import { ToeicLessonDetail } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('toeicCourse.detail.title');

/** A lesson with its practice questions, their keys and explanations, and the ways to edit them. */
export default async function Page({ params }: { params: Promise<{ skill: string; edition: string; id: string }> }) {
  const { id, ...place } = await params;
  return <ToeicLessonDetail {...toeicPlaceOf(place)} id={positiveOf(id)} />;
}
