import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { FeatureIcon, type PaletteColorKey } from '@web/components/plain/feature-icon';
import { AutoStoriesIcon, FactCheckIcon, OndemandVideoIcon, RecordVoiceOverIcon, StyleIcon, TranslateIcon, type IconComponent } from '@web/components/plain/icons';
import { SectionTitle } from './section-title';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './features-section.module.css';

const FEATURES: ReadonlyArray<{ key: string; Icon: IconComponent; color: PaletteColorKey }> = [
  { key: 'receptive', Icon: AutoStoriesIcon, color: 'primary' },
  { key: 'productive', Icon: RecordVoiceOverIcon, color: 'secondary' },
  { key: 'flashcards', Icon: StyleIcon, color: 'warning' },
  { key: 'vocabulary', Icon: TranslateIcon, color: 'success' },
  { key: 'videos', Icon: OndemandVideoIcon, color: 'error' },
  { key: 'results', Icon: FactCheckIcon, color: 'info' },
];

/** Courses and revision tools: what learners use between two full tests. */
export async function FeaturesSection() {
  const { t } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-features" className={`${layout.section} ${layout.band}`}>
      <div className={layout.container}>
        <Reveal isInView>
          <SectionTitle id="landing-features" overline={t('features.overline')} title={t('features.title')} description={t('features.lead')} />
        </Reveal>
        <ul className={classes.grid}>
          {FEATURES.map(({ key, Icon, color }, index) => (
            <li key={key}>
              <Reveal isInView delay={(index % 3) * 0.08} style={{ height: '100%' }}>
                <div className={classes.card}>
                  <FeatureIcon Icon={Icon} color={color} />
                  <div>
                    <h3 className={`${text.h6} ${classes.title}`}>{t(`features.items.${key}.title`)}</h3>
                    <p className={`${text.body2} ${text.secondary}`}>{t(`features.items.${key}.text`)}</p>
                  </div>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
