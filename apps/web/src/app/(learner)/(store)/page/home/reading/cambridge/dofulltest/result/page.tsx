import type { Metadata } from 'next';
import { resultIdOf } from '@web/modules/exam-results/result-format';
import { ResultDetailView } from '@web/modules/exam-results/result-detail-view';
import { StoreProvider } from '@web/lib/store/store-provider';

export const metadata: Metadata = { title: 'IELTS result' };

/** `?resultId=N`: a submitted attempt's result and review (ROUTES.md). */
export default async function ResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <StoreProvider>
      <ResultDetailView resultId={resultIdOf(await searchParams)} />
    </StoreProvider>
  );
}
