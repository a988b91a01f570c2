import { notFound } from 'next/navigation';
import { SegmentsScreen } from '@web/modules/course-admin/listening/segments/segments-screen';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('segments.title');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const recordingId = Number(id);
  if (!Number.isInteger(recordingId) || recordingId < 1) notFound();
  return <SegmentsScreen source="cambridge" recordingId={recordingId} />;
}
