import type { Metadata } from 'next';
import { ExamPage, type ExamSearchParams } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'TOEIC listening test' };

export default function ToeicListeningExamPage({ searchParams }: { searchParams: ExamSearchParams }) {
  return <ExamPage kind="toeic" skill="listening" searchParams={searchParams} />;
}
