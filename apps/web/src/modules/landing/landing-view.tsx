'use client';

import Box from '@mui/material/Box';
import { Hero } from './hero';
import { ExamsSection } from './exams-section';
import { FeaturesSection } from './features-section';
import { TeachersSection } from './teachers-section';
import { HowItWorks } from './how-it-works';
import { FactsSection } from './facts-section';
import { CtaSection } from './cta-section';
import { SiteLinks } from './site-links';

/** The landing page at `/`: what Lexam offers learners and teachers, and the way to sign in. */
export function LandingView() {
  return (
    <Box sx={{ width: 1, overflowX: 'clip' }}>
      <Hero />
      <ExamsSection />
      <FeaturesSection />
      <TeachersSection />
      <HowItWorks />
      <FactsSection />
      <CtaSection />
      <SiteLinks />
    </Box>
  );
}
