import { WordListListScreen } from '@web/modules/flashcard-admin/flashcard-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('wordList.title');

export default function Page() {
  return <WordListListScreen />;
}
