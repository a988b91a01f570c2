import type { Metadata } from 'next';
import { GradingQueueView } from '@web/modules/grading/grading-queue-view';

export const metadata: Metadata = { title: 'Grading' };

export default function GradingQueuePage() {
  return <GradingQueueView />;
}
