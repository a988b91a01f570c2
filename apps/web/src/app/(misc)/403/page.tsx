import type { Metadata } from 'next';
import { ForbiddenView } from '@web/modules/misc/views/forbidden-view';

export const metadata: Metadata = { title: '403 Forbidden' };

export default function ForbiddenPage() {
  return <ForbiddenView />;
}
