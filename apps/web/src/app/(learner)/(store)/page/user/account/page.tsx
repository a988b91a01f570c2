import type { Metadata } from 'next';
import { LearnerAccountView } from '@web/modules/account/learner/learner-account-view';
import { StoreProvider } from '@web/lib/store/store-provider';

export const metadata: Metadata = { title: 'My account' };

export default function LearnerAccountPage() {
  return (
    <StoreProvider>
      <LearnerAccountView />
    </StoreProvider>
  );
}
