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

/**
 * `content-visibility: auto` lets the browser skip the style, layout and paint of a section until it
 * comes near the viewport (it stays in the page, for find-in-page and assistive technology); the
 * intrinsic size is a guess the browser replaces by the section's real height once it has seen it.
 */
const offscreenSx = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

/** The landing page at `/`: what Lexam offers learners and teachers, and the way to sign in. */
export function LandingView() {
  return (
    <Box sx={{ width: 1, overflowX: 'clip' }}>
      <Hero />
      {/* Below the first screen: laid out and painted when scrolled near, not for the first paint. */}
      <Box sx={offscreenSx}>
        <ExamsSection />
      </Box>
      <Box sx={offscreenSx}>
        <FeaturesSection />
      </Box>
      <Box sx={offscreenSx}>
        <TeachersSection />
      </Box>
      <Box sx={offscreenSx}>
        <HowItWorks />
      </Box>
      <Box sx={offscreenSx}>
        <FactsSection />
      </Box>
      <Box sx={offscreenSx}>
        <CtaSection />
        <SiteLinks />
      </Box>
    </Box>
  );
}
