import type { Metadata } from 'next';
import { ExamPage } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'IELTS listening test' };

export default function IeltsListeningExamPage() {
  return <ExamPage skill="listening" />;
}
