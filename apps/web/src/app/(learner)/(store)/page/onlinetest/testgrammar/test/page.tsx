import type { Metadata } from 'next';
import { GrammarTestsView } from '@web/modules/exam-player/grammar-tests-view';

export const metadata: Metadata = { title: 'Grammar tests' };

/** The published grammar tests by lesson, and the learner's latest grammar results. */
export default function GrammarTestsPage() {
  return <GrammarTestsView />;
}
