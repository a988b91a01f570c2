import type { Metadata } from 'next';
import { BlankView } from '@web/modules/misc/views/blank-view';

export const metadata: Metadata = { title: 'Blank' };

export default function BlankPage() {
  return <BlankView />;
}
