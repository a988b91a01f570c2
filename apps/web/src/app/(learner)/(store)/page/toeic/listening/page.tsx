import type { Metadata } from 'next';
import { ToeicLandingView } from '@web/modules/exam-results/toeic-landing-view';
import { StoreProvider } from '@web/lib/store/store-provider';

export const metadata: Metadata = { title: 'TOEIC Listening' };

/** The TOEIC landing page, Listening first. */
export default function ToeicListeningPage() {
  return (
    <StoreProvider>
      <ToeicLandingView skill="listening" />
    </StoreProvider>
  );
}
