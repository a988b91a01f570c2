import { SystemFormScreen } from '@web/modules/system/system-screens';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('courses.edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SystemFormScreen resource="course" id={id} />;
}
