import type { Metadata } from 'next';
import { ResultListView } from '@web/modules/exam-results/result-list-view';
import { StoreProvider } from '@web/lib/store/store-provider';

export const metadata: Metadata = { title: 'My IELTS results' };

export default function IeltsResultsPage() {
  return (
    <StoreProvider>
      <ResultListView />
    </StoreProvider>
  );
}
