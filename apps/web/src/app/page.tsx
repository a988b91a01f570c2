import type { Metadata } from 'next';
import { AreaTranslations } from '@web/lib/i18n/area-translations';
import { LearnerLayout } from '@web/layouts/learner/learner-layout';
import { LandingView } from '@web/modules/landing/landing-view';

export const metadata: Metadata = {
  title: { absolute: 'Lexam: learn English, prepare for IELTS and TOEIC' },
  description:
    'Full IELTS-style reading and listening tests, TOEIC tests from ETS to ETS 2023, grammar, four-skill courses, flashcards with spaced repetition and results with review. In five languages.',
};

/** The landing page. It sits outside the route groups, so it brings its own layout. */
export default function LandingPage() {
  return (
    <AreaTranslations area="landing">
      <LearnerLayout>
        <LandingView />
      </LearnerLayout>
    </AreaTranslations>
  );
}
