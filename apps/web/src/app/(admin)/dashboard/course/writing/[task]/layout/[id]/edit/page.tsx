import { WritingFormScreen } from '@web/modules/course-admin/writing/writing-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('layout.edit', 'writing-admin');

export default async function Page({ params }: { params: Promise<{ task: string; id: string }> }) {
  const p = await params;
  return <WritingFormScreen screen="layout" task={p.task} id={p.id} />;
}
