import type { ReactNode } from 'react';
import { MiscLayout } from '@web/layouts/misc/misc-layout';

export default function Layout({ children }: { children: ReactNode }) {
  return <MiscLayout>{children}</MiscLayout>;
}
