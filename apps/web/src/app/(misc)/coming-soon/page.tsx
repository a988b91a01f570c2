import type { Metadata } from 'next';
import { ComingSoonView } from '@web/modules/misc/views/coming-soon-view';

export const metadata: Metadata = { title: 'Coming soon' };

export default function ComingSoonPage() {
  return <ComingSoonView />;
}
