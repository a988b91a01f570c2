import { notFound } from 'next/navigation';
import { isSpeakingPart } from '@web/modules/course-admin/speaking/speaking-part';
import { SpeakingFormScreen } from '@web/modules/course-admin/speaking/speaking-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('speaking.create');

export default async function Page({ params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  if (!isSpeakingPart(part)) notFound();
  return <SpeakingFormScreen screen="suggestion" part={part} />;
}
