import type { ReactNode } from 'react';
import { LearnerLayout } from '@web/layouts';

export default function Layout({ children }: { children: ReactNode }) {
  return <LearnerLayout>{children}</LearnerLayout>;
}
