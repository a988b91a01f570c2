import { ButtonLink, ButtonRow } from '@web/components/plain/button-link';
import { ArrowForwardIcon, InsightsIcon, StyleIcon } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { DayPartGreeting } from './day-part-greeting';
import { HomeIllustration } from './home-illustration';
import { getSkillArea, isSkillAreaBuilt } from './skill-areas';
import classes from './home-greeting.module.css';

/**
 * The banner at the top of the learner home: a greeting by time of day and two ways to start. Drawn
 * by the server; only the greeting's words (the learner's clock) and the links run in the browser.
 */
export async function HomeGreeting() {
  const { t } = await serverTranslation('home');
  // Flashcards once their screen is built; the learner's results meanwhile (no button to a coming-soon screen).
  const flashcards = getSkillArea('flashcards');
  const second = isSkillAreaBuilt(flashcards)
    ? { href: flashcards.path, Icon: StyleIcon, label: t('greeting.secondaryAction') }
    : { href: getSkillArea('results').path, Icon: InsightsIcon, label: t('greeting.resultsAction') };

  return (
    <section aria-labelledby="home-greeting" className={classes.banner}>
      {/* No entrance animation: the greeting is the first thing on the screen. */}
      <div>
        <h1 id="home-greeting" className={text.h3}>
          <DayPartGreeting neutral={t('greeting.default')} byDayPart={{ morning: t('greeting.morning'), afternoon: t('greeting.afternoon'), evening: t('greeting.evening') }} />
        </h1>
        <p className={`${text.body1} ${text.secondary} ${classes.lead}`}>{t('greeting.lead')}</p>
        <ButtonRow isAtStart className={classes.actions}>
          <ButtonLink href={getSkillArea('ieltsReading').path} variant="contained" endIcon={ArrowForwardIcon} isPrefetchedOnIntent>
            {t('greeting.primaryAction')}
          </ButtonLink>
          <ButtonLink href={second.href} variant="outlined" startIcon={second.Icon} isPrefetchedOnIntent>
            {second.label}
          </ButtonLink>
        </ButtonRow>
      </div>
      <div className={classes.drawing}>
        <HomeIllustration />
      </div>
    </section>
  );
}
