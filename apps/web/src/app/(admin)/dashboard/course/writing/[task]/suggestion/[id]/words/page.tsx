import { WritingListScreen } from '@web/modules/course-admin/writing/writing-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('word.title', 'writing-admin');

export default async function Page({ params }: { params: Promise<{ task: string; id: string }> }) {
  const p = await params;
  return <WritingListScreen screen="word" task={p.task} writingId={p.id} />;
}
