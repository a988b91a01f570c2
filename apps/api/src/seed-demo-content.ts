import { seedDemoTests, seedReadingCourse, tinyReadingCourse } from '@lexam/core';
import { seedDemo, type Database, type DemoReadingCourse } from '@lexam/db';

/**
 * The whole demo content: accounts, roles, menus and the catalogue (`seedDemo` of the db package),
 * then the demo IELTS, TOEIC and grammar tests with their media through the test import of core (which the db package
 * cannot reach). Used by the first start of an empty embedded database, `npm run db:seed`,
 * `npm run db:reset` and the API tests.
 */
export async function seedDemoContent({ db, uploadsDir, readingCourse = tinyReadingCourse }: { db: Database; uploadsDir: string; readingCourse?: DemoReadingCourse }) {
  const counts = await seedDemo(db);
  const exams = await seedDemoTests({ db, uploadsDir });
  // TODO(integration): the default becomes `demoReadingCourse` of packages/db/src/seed/reading-course
  // once that data lands; the tiny fixture stands in until then. Seeded once (skipped when lessons exist).
  const reading = await seedReadingCourse({ db, course: readingCourse });
  return { ...counts, demoTests: exams.tests, demoAudioFiles: exams.audioFiles, demoImageFiles: exams.imageFiles, readingLessons: reading.lessons };
}
