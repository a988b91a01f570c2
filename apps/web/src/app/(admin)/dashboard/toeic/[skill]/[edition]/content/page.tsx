import { toeicPlaceOf } from '@web/modules/course-admin/toeic/toeic-place';
import { ToeicContentListScreen } from '@web/modules/course-admin/toeic/toeic-course-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('toeicCourse.title');

export default async function Page({ params }: { params: Promise<{ skill: string; edition: string }> }) {
  return <ToeicContentListScreen {...toeicPlaceOf(await params)} />;
}
