import { GrammarListScreen } from '@web/modules/grammar-admin/grammar-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('grammarUnit.title');

export default function Page() {
  return <GrammarListScreen screen="topics" />;
}
