import type { Metadata } from 'next';
import { AboutUsView } from '@web/modules/misc/views/about-us-view';

export const metadata: Metadata = {
  title: 'About us',
  description: 'Why Lexam exists, what it does, and the principles it keeps: original content, no lost answers, privacy.',
};

export default function AboutUsPage() {
  return <AboutUsView />;
}
