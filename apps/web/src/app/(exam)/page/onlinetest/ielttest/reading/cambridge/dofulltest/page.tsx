import type { Metadata } from 'next';
import { ExamPage } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'IELTS reading test' };

export default function IeltsReadingExamPage() {
  return <ExamPage skill="reading" />;
}
