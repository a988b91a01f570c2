import type { Metadata } from 'next';
import { VocabularyListView } from '@web/modules/vocabulary/vocabulary-list-view';

export const metadata: Metadata = { title: 'Word list' };

/** `/page/vocabulary/{wordListId}`: an id that is not a positive whole number shows "not found". */
export default async function VocabularyListPage({ params }: { params: Promise<{ wordListId: string }> }) {
  const { wordListId } = await params;
  const id = /^\d{1,9}$/.test(wordListId) && Number(wordListId) > 0 ? Number(wordListId) : null;
  return <VocabularyListView wordListId={id} />;
}
