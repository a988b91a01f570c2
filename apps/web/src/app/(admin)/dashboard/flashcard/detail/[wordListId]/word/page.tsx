import { WordListWordsScreen } from '@web/modules/flashcard-admin/flashcard-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('wordList.wordsTitle');

export default async function Page({ params }: { params: Promise<{ wordListId: string }> }) {
  const { wordListId } = await params;
  return <WordListWordsScreen wordListId={wordListId} />;
}
