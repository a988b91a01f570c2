import { WritingListScreen } from '@web/modules/course-admin/writing/writing-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('layout.list', 'writing-admin');

export default async function Page({ params }: { params: Promise<{ task: string }> }) {
  const p = await params;
  return <WritingListScreen screen="layout" task={p.task} />;
}
