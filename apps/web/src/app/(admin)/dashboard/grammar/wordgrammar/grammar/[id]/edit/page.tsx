import { GrammarFormScreen } from '@web/modules/grammar-admin/grammar-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('grammarPoint.edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GrammarFormScreen screen="grammar" id={id} />;
}
