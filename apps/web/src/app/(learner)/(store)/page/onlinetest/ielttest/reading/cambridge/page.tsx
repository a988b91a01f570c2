import type { Metadata } from 'next';
import { OnlineTestListView } from '@web/modules/exam-player/online-test-list-view';

export const metadata: Metadata = { title: 'IELTS reading tests' };

export default function IeltsReadingTestsPage() {
  return <OnlineTestListView skill="reading" />;
}
