import text from '@web/components/plain/typography.module.css';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { SkillAreaCard } from './skill-area-card';
import { SKILL_AREA_GROUPS, SKILL_AREAS } from './skill-areas';
import parts from './card-parts.module.css';
import classes from './skill-area-sections.module.css';
import home from './home.module.css';

/** The home's three groups of areas (tests, courses, study tools), each a heading, a lead and a grid of cards. */
export async function SkillAreaSections() {
  const { t } = await serverTranslation('home');

  return SKILL_AREA_GROUPS.map((group, index) => {
    const areas = SKILL_AREAS.filter((area) => area.group === group);
    // Five cards: three then two would leave a hole, so five columns on large screens.
    const grid = areas.length === 5 ? classes.five : areas.length >= 4 ? classes.four : classes.three;
    return (
      // Past the first group the sections start below a phone's first screen (home.module.css).
      <section key={group} aria-labelledby={`home-${group}`} className={index > 0 ? home.offscreen : undefined}>
        <h2 id={`home-${group}`} className={text.h5}>
          {t(`sections.${group}.title`)}
        </h2>
        <p className={`${text.body2} ${text.secondary} ${classes.lead}`}>{t(`sections.${group}.lead`)}</p>
        <ul className={`${parts.cardGrid} ${grid}`}>
          {areas.map((area) => (
            <li key={area.id}>
              <SkillAreaCard area={area} />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
