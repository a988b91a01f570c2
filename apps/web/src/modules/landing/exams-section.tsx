import type { CSSProperties } from 'react';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { FeatureIcon, type PaletteColorKey } from '@web/components/plain/feature-icon';
import { CheckCircleIcon, HeadphonesIcon, MenuBookIcon, SpellcheckIcon, type IconComponent } from '@web/components/plain/icons';
import { SectionTitle } from './section-title';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './exams-section.module.css';

/** The TOEIC editions of ROUTES.md, written as the product names them. */
const TOEIC_EDITIONS = ['ETS', 'ETS 2020', 'ETS 2021', 'ETS 2022', 'ETS 2023'];

const EXAMS: ReadonlyArray<{ key: 'ielts' | 'toeic' | 'grammar'; Icon: IconComponent; color: PaletteColorKey }> = [
  { key: 'ielts', Icon: MenuBookIcon, color: 'primary' },
  { key: 'toeic', Icon: HeadphonesIcon, color: 'info' },
  { key: 'grammar', Icon: SpellcheckIcon, color: 'warning' },
];

const POINTS = ['one', 'two', 'three'] as const;

/** IELTS, TOEIC and grammar tests: the three kinds of full test. */
export async function ExamsSection() {
  const { t } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-exams" className={`${layout.container} ${layout.section}`}>
      <Reveal isInView>
        <SectionTitle id="landing-exams" overline={t('exams.overline')} title={t('exams.title')} description={t('exams.lead')} />
      </Reveal>
      <div className={classes.grid}>
        {EXAMS.map(({ key, Icon, color }, index) => (
          <Reveal key={key} isInView delay={index * 0.1} style={{ height: '100%' }}>
            {/* The card's colour: its icon, kicker and ticks. */}
            <article aria-labelledby={`landing-exam-${key}`} className={classes.card} style={{ '--card-colour': `var(--lx-${color})`, '--card-accent': `var(--lx-${color}-accent)` } as CSSProperties}>
              <FeatureIcon Icon={Icon} color={color} size={56} />
              <p className={`${text.overline} ${classes.kicker}`}>{t(`exams.items.${key}.kicker`)}</p>
              <h3 id={`landing-exam-${key}`} className={`${text.h5} ${classes.title}`}>
                {t(`exams.items.${key}.title`)}
              </h3>
              <p className={`${text.body1} ${text.secondary}`}>{t(`exams.items.${key}.text`)}</p>
              {key === 'toeic' ? (
                <ul aria-label={t('exams.editionsLabel')} className={classes.editions}>
                  {TOEIC_EDITIONS.map((edition) => (
                    <li key={edition}>
                      <span className={classes.edition}>{edition}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ul className={classes.points}>
                {POINTS.map((point) => (
                  <li key={point} className={classes.point}>
                    <CheckCircleIcon className={classes.tick} />
                    <span className={text.body2}>{t(`exams.items.${key}.points.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </article>
          </Reveal>
        ))}
      </div>
    </section>
  );
}
