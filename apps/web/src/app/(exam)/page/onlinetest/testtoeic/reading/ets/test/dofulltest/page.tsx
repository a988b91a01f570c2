import type { Metadata } from 'next';
import { ExamPage, type ExamSearchParams } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'TOEIC reading test' };

export default function ToeicReadingExamPage({ searchParams }: { searchParams: ExamSearchParams }) {
  return <ExamPage kind="toeic" skill="reading" searchParams={searchParams} />;
}
