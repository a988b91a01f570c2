import type { Metadata } from 'next';
import { VocabularyListsView } from '@web/modules/vocabulary/vocabulary-lists-view';

export const metadata: Metadata = { title: 'My word lists' };

export default function VocabularyPage() {
  return <VocabularyListsView />;
}
