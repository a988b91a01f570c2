import { HydrationUnit } from '@web/components/hydration-unit';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { CatalogueFrame, CourseList } from './catalogue-view';
import { CourseCatalogue } from './course-catalogue';
import { HomeGreeting } from './home-greeting';
import { serverCatalogue } from './server-course-indexes';
import { SkillAreaSections } from './skill-area-sections';
import classes from './home.module.css';

/**
 * /page/home: the learner's starting point, drawn by the server (CSS modules, no MUI): the greeting
 * and the areas are the same for every learner; the course catalogue is read with the learner's
 * token when the server has it. The browser hydrates only the links and the greeting's words, and
 * loads the catalogue itself when the server could not.
 */
export async function HomeView() {
  const [catalogue, { t }] = await Promise.all([serverCatalogue(), serverTranslation('home')]);

  return (
    <div className={classes.page}>
      <HomeGreeting />
      <SkillAreaSections />
      <div className={classes.offscreen}>
        {catalogue ? (
          <CatalogueFrame t={t} count={{ total: catalogue.pagination?.totalCount ?? catalogue.items.length, shown: catalogue.items.length }}>
            <CourseList courses={catalogue.items} t={t} />
          </CatalogueFrame>
        ) : (
          <HydrationUnit>
            <CourseCatalogue />
          </HydrationUnit>
        )}
      </div>
    </div>
  );
}
