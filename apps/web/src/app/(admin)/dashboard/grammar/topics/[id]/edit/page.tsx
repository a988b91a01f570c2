import { GrammarFormScreen } from '@web/modules/grammar-admin/grammar-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('grammarUnit.edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GrammarFormScreen screen="topics" id={id} />;
}
