import { Hero } from './hero';
import { ExamsSection } from './exams-section';
import { FeaturesSection } from './features-section';
import { TeachersSection } from './teachers-section';
import { HowItWorks } from './how-it-works';
import { FactsSection } from './facts-section';
import { CtaSection } from './cta-section';
import { SiteLinks } from './site-links';
import layout from './landing.module.css';

/**
 * The landing page at `/`: what Lexam offers learners and teachers, and the way to sign in (or, for
 * a signed-in learner, to continue). Server
 * components drawn by CSS modules: their text and styles are in the HTML, and the browser hydrates
 * only the small client parts inside (the links, the entrance animations).
 */
export function LandingView({ isSignedIn = false }: { isSignedIn?: boolean }) {
  return (
    <div className={layout.page}>
      <Hero isSignedIn={isSignedIn} />
      {/* Below the first screen: laid out and painted when scrolled near, not for the first paint. */}
      <div className={layout.offscreen}>
        <ExamsSection />
      </div>
      <div className={layout.offscreen}>
        <FeaturesSection />
      </div>
      <div className={layout.offscreen}>
        <TeachersSection />
      </div>
      <div className={layout.offscreen}>
        <HowItWorks />
      </div>
      <div className={layout.offscreen}>
        <FactsSection />
      </div>
      <div className={layout.offscreen}>
        <CtaSection isSignedIn={isSignedIn} />
        <SiteLinks isSignedIn={isSignedIn} />
      </div>
    </div>
  );
}
