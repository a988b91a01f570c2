import type { Metadata } from 'next';
import { ExamPage } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'TOEIC listening test' };

export default function ToeicListeningExamPage() {
  return <ExamPage kind="toeic" skill="listening" />;
}
