import type { Metadata } from 'next';
import { LearnerLayout } from '@web/layouts/learner/learner-layout';
import { serverLearnerSignedIn } from '@web/lib/auth/server-session';
import { LandingView } from '@web/modules/landing/landing-view';

export const metadata: Metadata = {
  title: { absolute: 'Lexam: learn English, prepare for IELTS and TOEIC' },
  description:
    'Full IELTS-style reading and listening tests, TOEIC tests from ETS to ETS 2023, grammar, four-skill courses, flashcards with spaced repetition and results with review. In five languages.',
};

/**
 * The landing page. It sits outside the route groups, so it brings its own layout. Its sections are
 * server components translated on the server (server-translation.ts): the `landing` namespace stays
 * there, and the header and footer need only the global namespaces the root layout sends.
 */
export default async function LandingPage() {
  // A signed-in learner is offered "Continue", never "Sign in" or "Create an account" (its cookie hint).
  const isSignedIn = await serverLearnerSignedIn();
  return (
    <LearnerLayout serverSignedIn={isSignedIn}>
      <LandingView isSignedIn={isSignedIn} />
    </LearnerLayout>
  );
}
