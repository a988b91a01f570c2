import type { Metadata } from 'next';
import { ExamPage } from '@web/modules/exam-player/exam-page';

export const metadata: Metadata = { title: 'Grammar test' };

export default function GrammarExamPage() {
  return <ExamPage kind="grammar" skill="grammar" />;
}
