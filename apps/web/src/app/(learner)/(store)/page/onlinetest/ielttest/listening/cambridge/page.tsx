import type { Metadata } from 'next';
import { OnlineTestListView } from '@web/modules/exam-player/online-test-list-view';
import { StoreProvider } from '@web/lib/store/store-provider';

export const metadata: Metadata = { title: 'IELTS listening tests' };

export default function IeltsListeningTestsPage() {
  return (
    <StoreProvider>
      <OnlineTestListView skill="listening" />
    </StoreProvider>
  );
}
