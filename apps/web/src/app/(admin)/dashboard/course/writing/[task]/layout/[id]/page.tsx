import { WritingLayoutDetail } from '@web/modules/course-admin/writing/writing-layout-detail';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('layout.detail', 'writing-admin');

export default async function Page({ params }: { params: Promise<{ task: string; id: string }> }) {
  const { task, id } = await params;
  return <WritingLayoutDetail task={task} id={id} />;
}
