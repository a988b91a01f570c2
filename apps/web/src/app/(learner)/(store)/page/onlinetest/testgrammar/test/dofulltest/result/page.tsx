import type { Metadata } from 'next';
import { resultIdOf } from '@web/modules/exam-results/result-format';
import { ResultDetailView } from '@web/modules/exam-results/result-detail-view';

export const metadata: Metadata = { title: 'Grammar test result' };

/** `?resultId=N`: a submitted grammar attempt's percent, results by type and review. */
export default async function GrammarResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ResultDetailView kind="grammar" resultId={resultIdOf(await searchParams)} />;
}
