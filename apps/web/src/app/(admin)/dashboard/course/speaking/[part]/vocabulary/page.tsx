import { notFound } from 'next/navigation';
import { isSpeakingPart } from '@web/modules/course-admin/speaking/speaking-part';
import { SpeakingListScreen } from '@web/modules/course-admin/speaking/speaking-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('speakingWord.title');

export default async function Page({ params }: { params: Promise<{ part: string }> }) {
  const { part } = await params;
  if (!isSpeakingPart(part)) notFound();
  return <SpeakingListScreen screen="vocabulary" part={part} />;
}
