import { serverTranslation } from '@web/lib/i18n/server-translation';
import { Reveal } from '@web/modules/misc/components/reveal';
import { ButtonLink } from '@web/components/plain/button-link';
import { DashboardMockup } from './dashboard-mockup';
import { FeatureIcon, type PaletteColorKey } from '@web/components/plain/feature-icon';
import { AdminPanelSettingsIcon, ArrowForwardIcon, BarChartIcon, EditNoteIcon, GroupsIcon, type IconComponent } from '@web/components/plain/icons';
import { LANDING_LINKS } from './links';
import { SectionTitle } from './section-title';
import layout from './landing.module.css';
import text from '@web/components/plain/typography.module.css';
import classes from './teachers-section.module.css';

const TOOLS: ReadonlyArray<{ key: string; Icon: IconComponent; color: PaletteColorKey }> = [
  { key: 'authoring', Icon: EditNoteIcon, color: 'primary' },
  { key: 'classes', Icon: GroupsIcon, color: 'info' },
  { key: 'statistics', Icon: BarChartIcon, color: 'success' },
  { key: 'access', Icon: AdminPanelSettingsIcon, color: 'warning' },
];

/** What teachers and administrators get: the dashboard. */
export async function TeachersSection() {
  const { t } = await serverTranslation('landing');

  return (
    <section aria-labelledby="landing-teachers" className={`${layout.container} ${layout.section}`}>
      <div className={classes.grid}>
        <div>
          <Reveal isInView>
            <SectionTitle id="landing-teachers" align="start" overline={t('teachers.overline')} title={t('teachers.title')} description={t('teachers.lead')} />
          </Reveal>
          <ul className={classes.tools}>
            {TOOLS.map(({ key, Icon, color }, index) => (
              <li key={key}>
                <Reveal isInView direction="start" delay={index * 0.08}>
                  <div className={classes.tool}>
                    <FeatureIcon Icon={Icon} color={color} />
                    <div>
                      <h3 className={text.subtitle1}>{t(`teachers.items.${key}.title`)}</h3>
                      <p className={`${text.body2} ${text.secondary} ${classes.toolText}`}>{t(`teachers.items.${key}.text`)}</p>
                    </div>
                  </div>
                </Reveal>
              </li>
            ))}
          </ul>
          <Reveal isInView>
            <ButtonLink href={LANDING_LINKS.loginAdmin} variant="outlined" endIcon={ArrowForwardIcon} className={classes.action}>
              {t('teachers.action')}
            </ButtonLink>
          </Reveal>
        </div>
        <Reveal isInView direction="end">
          <DashboardMockup />
        </Reveal>
      </div>
    </section>
  );
}
