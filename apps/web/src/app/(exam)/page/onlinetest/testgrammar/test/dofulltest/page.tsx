import type { Metadata } from 'next';
import { ExamPage, type ExamSearchParams } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'Grammar test' };

export default function GrammarExamPage({ searchParams }: { searchParams: ExamSearchParams }) {
  return <ExamPage kind="grammar" skill="grammar" searchParams={searchParams} />;
}
