import type { Metadata } from 'next';
import { FlashcardListView } from '@web/modules/flashcards/flashcard-list-view';

export const metadata: Metadata = { title: 'Flashcards' };

/** `/page/flashcards/{wordListId}`: an id that is not a positive whole number shows "not found". */
export default async function FlashcardListPage({ params }: { params: Promise<{ wordListId: string }> }) {
  const { wordListId } = await params;
  const id = /^\d{1,9}$/.test(wordListId) && Number(wordListId) > 0 ? Number(wordListId) : null;
  return <FlashcardListView wordListId={id} />;
}
