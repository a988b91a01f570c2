import type { Metadata } from 'next';
import { ToeicLandingView } from '@web/modules/exam-results/toeic-landing-view';

export const metadata: Metadata = { title: 'TOEIC Listening' };

/** The TOEIC landing page, Listening first. */
export default function ToeicListeningPage() {
  return <ToeicLandingView skill="listening" />;
}
