import Link from 'next/link';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { formatCount } from '@web/modules/misc/components/locale';
import { ArrowForwardIcon, CloudDoneIcon, PrivacyTipIcon, VerifiedIcon } from '@web/components/plain/icons';
import { LanguageNames } from './language-names';
import { LANDING_LINKS } from './links';
import { SectionTitle } from './section-title';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './facts-section.module.css';

/** Countable facts about the product itself; no user numbers, no invented ratings. */
const FACTS = [
  { key: 'exams', value: 2 },
  { key: 'skills', value: 4 },
  { key: 'editions', value: 5 },
  { key: 'languages', value: 5 },
] as const;

const PROMISES = [
  { key: 'original', Icon: VerifiedIcon },
  { key: 'answers', Icon: CloudDoneIcon },
  { key: 'privacy', Icon: PrivacyTipIcon },
] as const;

/** Lexam at a glance: a few plain facts and the three promises. */
export async function FactsSection() {
  const { t, language } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-facts" className={`${layout.container} ${layout.section}`}>
      <Reveal isInView>
        <SectionTitle id="landing-facts" overline={t('facts.overline')} title={t('facts.title')} />
      </Reveal>
      <ul className={classes.facts}>
        {FACTS.map(({ key, value }, index) => (
          <li key={key}>
            <Reveal isInView delay={index * 0.08} style={{ height: '100%' }}>
              <div className={classes.fact}>
                <p className={`${text.h2} ${text.accent}`}>{formatCount(value, language)}</p>
                <p className={`${text.body2} ${text.secondary} ${classes.factLabel}`}>{t(`facts.items.${key}`)}</p>
                {key === 'languages' && <LanguageNames label={t('facts.languagesLabel')} />}
              </div>
            </Reveal>
          </li>
        ))}
      </ul>

      <div className={classes.promises}>
        {PROMISES.map(({ key, Icon }, index) => (
          <Reveal key={key} isInView delay={index * 0.08}>
            <div className={classes.promise}>
              <Icon className={classes.promiseIcon} />
              <div>
                <h3 className={text.subtitle1}>{t(`facts.promises.${key}.title`)}</h3>
                <p className={`${text.body2} ${text.secondary} ${classes.promiseText}`}>{t(`facts.promises.${key}.text`)}</p>
              </div>
            </div>
          </Reveal>
        ))}
      </div>
      <div className={classes.more}>
        <Link href={LANDING_LINKS.aboutUs} className={`${text.link} ${classes.moreLink}`}>
          {t('facts.more')}
          <ArrowForwardIcon className={classes.moreIcon} />
        </Link>
      </div>
    </section>
  );
}
