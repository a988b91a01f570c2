import { GrammarFormScreen } from '@web/modules/grammar-admin/grammar-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('grammarExercise.create');

export default function Page() {
  return <GrammarFormScreen screen="exercise" />;
}
