import type { ReactNode } from 'react';
import { AuthLayout } from '@web/layouts/auth/auth-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
