import { WordListWordScreen } from '@web/modules/flashcard-admin/flashcard-screens';
import { courseAdminMetadata } from '@web/modules/course-admin/metadata';

export const generateMetadata = () => courseAdminMetadata('word.edit');

export default async function Page({ params }: { params: Promise<{ wordListId: string; wordId: string }> }) {
  const { wordListId, wordId } = await params;
  return <WordListWordScreen wordListId={wordListId} wordId={wordId} />;
}
