import { notFound } from 'next/navigation';
import { isReadingSource } from '@web/modules/course-admin/reading/reading-source';
import { ReadingListScreen } from '@web/modules/course-admin/reading/reading-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('word.title');

export default async function Page({ params }: { params: Promise<{ source: string }> }) {
  const { source } = await params;
  if (!isReadingSource(source)) notFound();
  return <ReadingListScreen screen="vocabulary" source={source} />;
}
