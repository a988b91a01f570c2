import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SpeakingView } from '@web/modules/speaking/speaking-view';

export const metadata: Metadata = { title: 'Speaking practice' };

export default function SpeakingPage() {
  return (
    <Suspense>
      <SpeakingView />
    </Suspense>
  );
}
