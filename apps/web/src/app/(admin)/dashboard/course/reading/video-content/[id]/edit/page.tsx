import { ReadingFormScreen } from '@web/modules/course-admin/reading/reading-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('video.edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ReadingFormScreen screen="video" id={id} />;
}
