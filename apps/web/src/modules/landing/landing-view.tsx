'use client';

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { HydrationUnit } from '@web/components/hydration-unit';
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

/** A section below the first screen: skipped by the first paint, and hydrated on its own. */
function Offscreen({ children }: { children: ReactNode }) {
  return (
    <HydrationUnit>
      <Box sx={offscreenSx}>{children}</Box>
    </HydrationUnit>
  );
}

/** The landing page at `/`: what Lexam offers learners and teachers, and the way to sign in. */
export function LandingView() {
  return (
    <Box sx={{ width: 1, overflowX: 'clip' }}>
      <Hero />
      {/* Below the first screen: laid out and painted when scrolled near, not for the first paint. */}
      <Offscreen>
        <ExamsSection />
      </Offscreen>
      <Offscreen>
        <FeaturesSection />
      </Offscreen>
      <Offscreen>
        <TeachersSection />
      </Offscreen>
      <Offscreen>
        <HowItWorks />
      </Offscreen>
      <Offscreen>
        <FactsSection />
      </Offscreen>
      <Offscreen>
        <CtaSection />
        <SiteLinks />
      </Offscreen>
    </Box>
  );
}
