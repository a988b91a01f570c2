import type { Metadata } from 'next';
import { ListeningPage } from '@web/modules/listening/listening-page';

export const metadata: Metadata = { title: 'Listening course' };

export default function ListeningRoute() {
  return <ListeningPage />;
}
