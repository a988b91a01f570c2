import type { Metadata } from 'next';
import { OnlineTestListView } from '@web/modules/exam-player/online-test-list-view';

export const metadata: Metadata = { title: 'TOEIC reading tests' };

/** The published TOEIC reading tests, with the edition chosen on the page (`?edition=`). */
export default function ToeicReadingTestsPage() {
  return <OnlineTestListView kind="toeic" skill="reading" />;
}
