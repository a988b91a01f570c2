import { notFound } from 'next/navigation';
import { isSpeakingPart } from '@web/modules/course-admin/speaking/speaking-part';
import { SpeakingFormScreen } from '@web/modules/course-admin/speaking/speaking-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('speaking.edit');

export default async function Page({ params }: { params: Promise<{ part: string; id: string }> }) {
  const { part, id } = await params;
  if (!isSpeakingPart(part)) notFound();
  return <SpeakingFormScreen screen="suggestion" part={part} id={id} />;
}
