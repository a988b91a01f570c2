import { seedDemoTests, seedDemoVideos } from '@lexam/core';
import { demoVideoDir, demoVideoLessons, seedDemo, type Database } from '@lexam/db';

/**
 * The whole demo content: accounts, roles, menus and the catalogue (`seedDemo` of the db package),
 * then the demo IELTS, TOEIC and grammar tests with their media and the demo video lessons through the test import of core (which the db package
 * cannot reach). Used by the first start of an empty embedded database, `npm run db:seed`,
 * `npm run db:reset` and the API tests.
 */
export async function seedDemoContent({ db, uploadsDir }: { db: Database; uploadsDir: string }) {
  const counts = await seedDemo(db);
  const exams = await seedDemoTests({ db, uploadsDir });
  // The demo video lesson(s) of the reading course, stored as uploads like the tests' audio.
  const demoVideos = await seedDemoVideos({ db, uploadsDir }, { videos: demoVideoLessons, mediaDir: demoVideoDir });
  return { ...counts, demoTests: exams.tests, demoAudioFiles: exams.audioFiles, demoImageFiles: exams.imageFiles, demoVideos: demoVideos.videos };
}
