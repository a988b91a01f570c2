import type { Metadata } from 'next';
import { ExamPage } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'TOEIC reading test' };

export default function ToeicReadingExamPage() {
  return <ExamPage kind="toeic" skill="reading" />;
}
