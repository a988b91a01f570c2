import type { CSSProperties } from 'react';
import type { CourseIndex } from '@lexam/contracts';
import { IntentLink } from '@web/components/intent-link';
import { ArrowForwardIcon } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import { SKILL_AREA_ICONS } from './skill-area-icons';
import { courseDestination } from './skill-areas';
import type { Translate } from './translate';
import parts from './card-parts.module.css';
import classes from './course-card.module.css';

/**
 * One course of the catalogue: its skill, name, description and the way in. Plain elements
 * (course-card.module.css: MUI's outlined card, small chip and small text button), drawn by the
 * server when it has the catalogue and by the browser when it loads it.
 */
export function CourseCard({ course, t }: { course: CourseIndex; t: Translate }) {
  const { href, isBuilt, area } = courseDestination(course.skill);
  const color = area?.color ?? 'primary';
  const Icon = area ? SKILL_AREA_ICONS[area.id] : undefined;
  const titleId = `course-${course.id}-title`;
  const linkId = `course-${course.id}-open`;

  return (
    <article aria-labelledby={titleId} className={parts.outlinedCard} style={{ '--skill-colour': `var(--lx-${color})`, '--skill-accent': `var(--lx-${color}-accent)` } as CSSProperties}>
      <div className={classes.top}>
        <span className={`${parts.chip} ${classes.skill}`}>
          {Icon ? <Icon className={classes.skillIcon} /> : null}
          {t(`catalogue.skills.${course.skill}`)}
        </span>
      </div>
      <h3 id={titleId} className={text.subtitle1} dir="auto">
        {course.name}
      </h3>
      <p className={`${text.body2} ${text.secondary} ${classes.description}`} dir="auto">
        {course.description}
      </p>
      {/* Named by what it shows and the course ("Coming soon IELTS Reading"): the visible words stay in its name (WCAG 2.5.3). */}
      <IntentLink href={href} id={linkId} className={classes.open} aria-labelledby={`${linkId} ${titleId}`}>
        {isBuilt ? t('catalogue.open') : t('comingSoon')}
        <ArrowForwardIcon className={classes.openIcon} />
      </IntentLink>
    </article>
  );
}
