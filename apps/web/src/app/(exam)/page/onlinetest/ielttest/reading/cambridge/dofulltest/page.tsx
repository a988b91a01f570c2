import type { Metadata } from 'next';
import { ExamPage, type ExamSearchParams } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'IELTS reading test' };

export default function IeltsReadingExamPage({ searchParams }: { searchParams: ExamSearchParams }) {
  return <ExamPage skill="reading" searchParams={searchParams} />;
}
