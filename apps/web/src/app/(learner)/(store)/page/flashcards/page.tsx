import type { Metadata } from 'next';
import { FlashcardListsView } from '@web/modules/flashcards/flashcard-lists-view';

export const metadata: Metadata = { title: 'Flashcards' };

export default function FlashcardsPage() {
  return <FlashcardListsView />;
}
