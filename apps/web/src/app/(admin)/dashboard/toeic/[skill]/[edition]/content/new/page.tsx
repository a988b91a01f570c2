import { toeicPlaceOf } from '@web/modules/course-admin/toeic/toeic-place';
import { ToeicContentFormScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('toeicCourse.create');

export default async function Page({ params }: { params: Promise<{ skill: string; edition: string }> }) {
  return <ToeicContentFormScreen {...toeicPlaceOf(await params)} />;
}
