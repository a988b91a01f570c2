import { WritingFormScreen } from '@web/modules/course-admin/writing/writing-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('suggestion.edit', 'writing-admin');

export default async function Page({ params }: { params: Promise<{ task: string; id: string; itemId: string }> }) {
  const p = await params;
  return <WritingFormScreen screen="suggestion" task={p.task} writingId={p.id} id={p.itemId} />;
}
