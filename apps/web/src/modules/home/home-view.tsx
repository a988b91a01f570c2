import { HydrationUnit } from '@web/components/hydration-unit';
import { serverTranslation } from '@web/lib/i18n/server-translation';
import { CatalogueFrame, CourseList } from './catalogue-view';
import { ContinueClient } from './continue-client';
import { ContinueRow } from './continue-row';
import { CourseCatalogue } from './course-catalogue';
import { HomeGreeting } from './home-greeting';
import { serverContinueItems } from './server-continue';
import { serverCatalogue } from './server-course-indexes';
import { SkillAreaSections } from './skill-area-sections';
import classes from './home.module.css';

/**
 * /page/home: the learner's starting point, drawn by the server (CSS modules, no MUI): the greeting
 * and the areas are the same for every learner; the course catalogue is read with the learner's
 * token when the server has it, and so is the learner's "continue where you left off" row. The browser hydrates only the links and the greeting's words, and
 * loads the catalogue itself when the server could not.
 */
export async function HomeView() {
  const [catalogue, continueItems, { t }] = await Promise.all([serverCatalogue(), serverContinueItems(), serverTranslation('home')]);

  return (
    <div className={classes.page}>
      <HomeGreeting />
      {continueItems === undefined ? (
        <HydrationUnit>
          <ContinueClient />
        </HydrationUnit>
      ) : continueItems ? (
        <ContinueRow items={continueItems} t={t} />
      ) : null}
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
