import type { Metadata } from 'next';
import { ResultsView } from '@web/modules/results/results-view';

export const metadata: Metadata = { title: 'My results' };

export default function ResultsPage() {
  return <ResultsView />;
}
