import type { Metadata } from 'next';
import { LearnerAccountView } from '@web/modules/account/learner/learner-account-view';

export const metadata: Metadata = { title: 'My account' };

export default function LearnerAccountPage() {
  return <LearnerAccountView />;
}
