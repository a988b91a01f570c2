import type { Metadata } from 'next';
import { PermissionDeniedView } from '@web/modules/misc/views/permission-denied-view';

export const metadata: Metadata = { title: 'Permission denied' };

export default function PermissionDeniedPage() {
  return <PermissionDeniedView />;
}
