import type { Metadata } from 'next';
import { OnlineTestListView } from '@web/modules/exam-player/online-test-list-view';
import { StoreProvider } from '@web/lib/store/store-provider';

export const metadata: Metadata = { title: 'IELTS reading tests' };

export default function IeltsReadingTestsPage() {
  return (
    <StoreProvider>
      <OnlineTestListView skill="reading" />
    </StoreProvider>
  );
}
