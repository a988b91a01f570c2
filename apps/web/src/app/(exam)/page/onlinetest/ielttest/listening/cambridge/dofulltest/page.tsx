import type { Metadata } from 'next';
import { ExamPage, type ExamSearchParams } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'IELTS listening test' };

export default function IeltsListeningExamPage({ searchParams }: { searchParams: ExamSearchParams }) {
  return <ExamPage skill="listening" searchParams={searchParams} />;
}
