import type { ReactNode } from 'react';
import type { CourseIndex } from '@lexam/contracts';
import { LibraryBooksIcon } from '@web/components/plain/icons';
import text from '@web/components/plain/typography.module.css';
import { CourseCard } from './course-card';
import type { Translate } from './translate';
import parts from './card-parts.module.css';
import classes from './catalogue-view.module.css';

/**
 * The course catalogue's section: its heading and lead, how many courses it shows once it has them,
 * and what is inside (the list, the loading cards or what went wrong). Plain elements, drawn by the
 * server when it has the catalogue (home-view.tsx) and by the browser when it loads it (course-catalogue.tsx).
 */
export function CatalogueFrame({ t, count, isBusy = false, children }: { t: Translate; count?: { total: number; shown: number }; isBusy?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="home-catalogue" aria-busy={isBusy}>
      <div className={classes.head}>
        <div>
          <h2 id="home-catalogue" className={text.h5}>
            {t('catalogue.title')}
          </h2>
          <p className={`${text.body2} ${text.secondary} ${classes.lead}`}>{t('catalogue.lead')}</p>
        </div>
        {count && count.shown > 0 ? <span className={`${text.caption} ${text.secondary}`}>{t('catalogue.count', { count: count.total, shown: count.shown })}</span> : null}
      </div>
      {children}
    </section>
  );
}

/** The grid the courses (and their loading shapes) sit in: one column, two from 600 px, three from 1200 px. */
export function CatalogueGrid({ children, isHidden = false }: { children: ReactNode; isHidden?: boolean }) {
  return (
    <ul className={`${parts.cardGrid} ${classes.grid}`} aria-hidden={isHidden || undefined}>
      {children}
    </ul>
  );
}

/** The published courses, or a word that there are none yet. */
export function CourseList({ courses, t }: { courses: readonly CourseIndex[]; t: Translate }) {
  if (courses.length === 0) {
    return (
      <div className={classes.empty}>
        <LibraryBooksIcon className={classes.emptyIcon} />
        <h3 className={text.h6}>{t('catalogue.empty.title')}</h3>
        <p className={`${text.body2} ${text.secondary} ${classes.emptyText}`}>{t('catalogue.empty.text')}</p>
      </div>
    );
  }
  return (
    <CatalogueGrid>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} t={t} />
        </li>
      ))}
    </CatalogueGrid>
  );
}

/** The shape of a course card while the catalogue loads (MUI's rounded Skeleton, pulsing). */
export function CourseCardSkeleton() {
  return (
    <div className={parts.outlinedCard}>
      <div className={classes.skeletonTop}>
        <span className={classes.bone} style={{ width: 84, height: 24, borderRadius: 12 }} />
        <span className={classes.bone} style={{ width: 56, height: 14 }} />
      </div>
      <span className={classes.bone} style={{ width: '70%', height: 20 }} />
      <span className={classes.bone} style={{ width: '100%', height: 14, marginTop: 12 }} />
      <span className={classes.bone} style={{ width: '90%', height: 14, marginTop: 8 }} />
      <span className={classes.bone} style={{ width: 96, height: 28, marginTop: 24 }} />
    </div>
  );
}
