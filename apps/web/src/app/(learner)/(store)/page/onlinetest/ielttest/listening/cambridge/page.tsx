import type { Metadata } from 'next';
import { OnlineTestListView } from '@web/modules/exam-player/online-test-list-view';

export const metadata: Metadata = { title: 'IELTS listening tests' };

export default function IeltsListeningTestsPage() {
  return <OnlineTestListView skill="listening" />;
}
