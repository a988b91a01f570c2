import { notFound } from 'next/navigation';
import { isSpeakingPart } from '@web/modules/course-admin/speaking/speaking-part';
import { SpeakingLayoutScreen } from '@web/modules/course-admin/speaking/speaking-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('speakingLayout.heading');

export default async function Page({ params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  if (!isSpeakingPart(part)) notFound();
  return <SpeakingLayoutScreen part={part} />;
}
