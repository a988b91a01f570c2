import type { Metadata } from 'next';
import { resultIdOf } from '@web/modules/exam-results/result-format';
import { ResultDetailView } from '@web/modules/exam-results/result-detail-view';

export const metadata: Metadata = { title: 'TOEIC listening result' };

/** `?resultId=N`: a submitted TOEIC listening attempt's scaled score, results by part and review. */
export default async function ToeicListeningResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ResultDetailView kind="toeic" resultId={resultIdOf(await searchParams)} />;
}
