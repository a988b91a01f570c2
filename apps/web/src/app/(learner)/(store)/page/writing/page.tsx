import type { Metadata } from 'next';
import { WritingPage } from '@web/modules/writing/writing-page';

export const metadata: Metadata = { title: 'Writing practice' };

export default function WritingRoute() {
  return <WritingPage />;
}
