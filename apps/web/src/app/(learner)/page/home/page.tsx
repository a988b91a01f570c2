import type { Metadata } from 'next';
import { HomeView } from '@web/modules/home/home-view';

export const metadata: Metadata = { title: 'Home' };

export default function LearnerHomePage() {
  return <HomeView />;
}
