import { IntentLink } from '@web/components/intent-link';
import { SessionSwitch } from '@web/components/session-switch';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { ButtonLink, ButtonRow } from '@web/components/plain/button-link';
import { HeroMockup } from './hero-mockup';
import { ArrowForwardIcon, AutoAwesomeIcon, PersonAddIcon } from '@web/components/plain/icons';
import { LANDING_LINKS } from './links';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './hero.module.css';

/** The first screen of the landing page: what Lexam is and the way in (or on, for a signed-in learner). */
export async function Hero({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-hero-title" className={classes.hero}>
      <div className={`${layout.container} ${classes.container}`}>
        <div className={classes.grid}>
          <div className={classes.copy}>
            <Reveal>
              <span className={classes.badge}>
                <AutoAwesomeIcon className={classes.badgeIcon} />
                <span className={classes.badgeLabel}>{t('hero.badge')}</span>
              </span>
            </Reveal>
            {/* The headline and its lead are there at the first paint (no entrance): they are the page's message. */}
            <h1 id="landing-hero-title" className={classes.title}>
              {t('hero.titleStart')} <span className={classes.highlight}>{t('hero.titleHighlight')}</span>
            </h1>
            <p className={classes.lead}>{t('hero.lead')}</p>
            <Reveal delay={0.18}>
              <ButtonRow isAtStartFromMd>
                <SessionSwitch
                  serverSignedIn={isSignedIn}
                  signedIn={
                    <ButtonLink href={LANDING_LINKS.learnerHome} variant="contained" endIcon={ArrowForwardIcon} isPrefetchedOnIntent className={classes.action}>
                      {t('hero.continue')}
                    </ButtonLink>
                  }
                  signedOut={
                    <>
                      <ButtonLink href={LANDING_LINKS.login} variant="contained" endIcon={ArrowForwardIcon} isPrefetchedOnIntent className={classes.action}>
                        {t('hero.start')}
                      </ButtonLink>
                      <ButtonLink href={LANDING_LINKS.register} variant="outlined" startIcon={PersonAddIcon} isPrefetchedOnIntent className={classes.action}>
                        {t('hero.register')}
                      </ButtonLink>
                    </>
                  }
                />
              </ButtonRow>
            </Reveal>
            <Reveal delay={0.24}>
              <p className={`${text.body2} ${classes.admin}`}>
                {t('hero.adminPrompt')}{' '}
                <IntentLink href={LANDING_LINKS.loginAdmin} className={`${text.link} ${classes.adminLink}`}>
                  {t('hero.adminLink')}
                </IntentLink>
              </p>
            </Reveal>
          </div>
          <Reveal direction="end" delay={0.2}>
            <HeroMockup />
          </Reveal>
        </div>
      </div>
    </section>
  );
}
