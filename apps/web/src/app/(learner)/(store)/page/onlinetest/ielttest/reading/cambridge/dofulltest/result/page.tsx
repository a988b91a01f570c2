import type { Metadata } from 'next';
import { resultIdOf } from '@web/modules/exam-results/result-format';
import { ResultDetailView } from '@web/modules/exam-results/result-detail-view';

export const metadata: Metadata = { title: 'IELTS result' };

/** `?resultId=N`: a submitted attempt's result and review (ROUTES.md). */
export default async function ResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ResultDetailView resultId={resultIdOf(await searchParams)} />;
}
