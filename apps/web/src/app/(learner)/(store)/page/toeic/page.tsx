import type { Metadata } from 'next';
import { ToeicLandingView } from '@web/modules/exam-results/toeic-landing-view';

export const metadata: Metadata = { title: 'TOEIC' };

/** The TOEIC landing page, Reading first: the test, its seven parts, the editions and the learner's latest results. */
export default function ToeicPage() {
  return <ToeicLandingView skill="reading" />;
}
