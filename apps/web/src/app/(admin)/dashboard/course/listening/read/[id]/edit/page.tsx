import { ListeningFormScreen } from '@web/modules/course-admin/listening/listening-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('recording.edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ListeningFormScreen screen="contentRead" id={id} />;
}
