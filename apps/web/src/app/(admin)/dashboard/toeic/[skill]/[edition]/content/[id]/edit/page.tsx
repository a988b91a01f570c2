import { toeicPlaceOf } from '@web/modules/course-admin/toeic/toeic-place';
import { ToeicContentFormScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('toeicCourse.edit');

export default async function Page({ params }: { params: Promise<{ skill: string; edition: string; id: string }> }) {
  const { id, ...place } = await params;
  return <ToeicContentFormScreen {...toeicPlaceOf(place)} id={id} />;
}
