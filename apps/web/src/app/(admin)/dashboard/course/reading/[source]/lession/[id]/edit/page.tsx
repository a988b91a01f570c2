import { notFound } from 'next/navigation';
import { isReadingSource } from '@web/modules/course-admin/reading/reading-source';
import { ReadingFormScreen } from '@web/modules/course-admin/reading/reading-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('lesson.edit');

export default async function Page({ params }: { params: Promise<{ source: string; id: string }> }) {
  const { source, id } = await params;
  if (!isReadingSource(source)) notFound();
  return <ReadingFormScreen screen="lesson" source={source} id={id} />;
}
