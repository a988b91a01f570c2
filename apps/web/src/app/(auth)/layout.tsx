import type { ReactNode } from 'react';
import { AuthLayout } from '@web/layouts';

export default function Layout({ children }: { children: ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
