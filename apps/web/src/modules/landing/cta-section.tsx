import { SessionSwitch } from '@web/components/session-switch';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { ButtonLink, ButtonRow } from '@web/components/plain/button-link';
import { ArrowForwardIcon } from '@web/components/plain/icons';
import { LANDING_LINKS } from './links';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './cta-section.module.css';

/** The closing call to action: sign in or create an account; for a signed-in learner, continue. */
export async function CtaSection({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-cta" className={`${layout.container} ${classes.section}`}>
      <Reveal isInView>
        <div className={classes.panel}>
          <h2 id="landing-cta" className={`${text.h3} ${classes.title}`}>
            {t('cta.title')}
          </h2>
          <p className={`${text.body1} ${classes.text}`}>
            <SessionSwitch serverSignedIn={isSignedIn} signedIn={t('cta.textSignedIn')} signedOut={t('cta.text')} />
          </p>
          <ButtonRow className={classes.actions}>
            <SessionSwitch
              serverSignedIn={isSignedIn}
              signedIn={
                <ButtonLink href={LANDING_LINKS.learnerHome} variant="contained" tone="white" endIcon={ArrowForwardIcon} isPrefetchedOnIntent className={classes.action}>
                  {t('cta.continue')}
                </ButtonLink>
              }
              signedOut={
                <>
                  <ButtonLink href={LANDING_LINKS.login} variant="contained" tone="white" endIcon={ArrowForwardIcon} isPrefetchedOnIntent className={classes.action}>
                    {t('cta.start')}
                  </ButtonLink>
                  <ButtonLink href={LANDING_LINKS.register} variant="outlined" tone="white" isPrefetchedOnIntent className={classes.action}>
                    {t('cta.register')}
                  </ButtonLink>
                </>
              }
            />
          </ButtonRow>
        </div>
      </Reveal>
    </section>
  );
}
