import type { ReactNode } from 'react';
import { LearnerLayout } from '@web/layouts';
import { LearnerGuard } from '@web/lib/auth/guards';

/** The /page area belongs to a signed-in learner (ROUTES.md). */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <LearnerLayout>
      <LearnerGuard>{children}</LearnerGuard>
    </LearnerLayout>
  );
}
