import type { Metadata } from 'next';
import { ExamPage } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'IELTS reading test' };

export default function HomeReadingExamPage() {
  return <ExamPage skill="reading" entry="home" />;
}
