import type { Metadata } from 'next';
import { ResultListView } from '@web/modules/exam-results/result-list-view';

export const metadata: Metadata = { title: 'My IELTS results' };

export default function IeltsResultsPage() {
  return <ResultListView />;
}
