import type { Metadata } from 'next';
import { OnlineTestListView } from '@web/modules/exam-player/online-test-list-view';

export const metadata: Metadata = { title: 'TOEIC listening tests' };

/** The published TOEIC listening tests, with the edition chosen on the page (`?edition=`). */
export default function ToeicListeningTestsPage() {
  return <OnlineTestListView kind="toeic" skill="listening" />;
}
