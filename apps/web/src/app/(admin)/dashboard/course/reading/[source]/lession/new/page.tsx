import { notFound } from 'next/navigation';
import { isReadingSource } from '@web/modules/course-admin/reading/reading-source';
import { ReadingFormScreen } from '@web/modules/course-admin/reading/reading-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('lesson.create');

export default async function Page({ params }: { params: Promise<{ source: string }> }) {
  const { source } = await params;
  if (!isReadingSource(source)) notFound();
  return <ReadingFormScreen screen="lesson" source={source} />;
}
