import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { formatCount } from '@web/modules/misc/components/locale';
import { SectionTitle } from './section-title';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './how-it-works.module.css';

const STEPS = ['account', 'choose', 'practise', 'review'] as const;

/** Four steps from signing up to reviewing a result, joined by a dashed line. */
export async function HowItWorks() {
  const { t, language } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-how" className={`${layout.section} ${layout.band}`}>
      <div className={layout.container}>
        <Reveal isInView>
          <SectionTitle id="landing-how" overline={t('how.overline')} title={t('how.title')} />
        </Reveal>
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={classes.step}>
              <Reveal isInView delay={index * 0.1}>
                <div className={`${text.h5} ${classes.number}`}>{formatCount(index + 1, language)}</div>
              </Reveal>
              <div>
                <h3 className={`${text.h6} ${classes.title}`}>{t(`how.steps.${step}.title`)}</h3>
                <p className={`${text.body2} ${text.secondary}`}>{t(`how.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
