import { positiveOf, toeicPlaceOf } from '@web/modules/course-admin/toeic/toeic-place';
import { ToeicQuestionEdit } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('toeicCourse.question.edit');

/** One practice question of a lesson: `{questionId}` is its number in the lesson, from 1 (at most 30). */
export default async function Page({ params }: { params: Promise<{ skill: string; edition: string; id: string; questionId: string }> }) {
  const { id, questionId, ...place } = await params;
  return <ToeicQuestionEdit {...toeicPlaceOf(place)} id={positiveOf(id)} number={positiveOf(questionId, 30)} />;
}
