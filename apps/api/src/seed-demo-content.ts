import { attachDemoVideos, seedDemoTests, seedDemoVideos, seedGradingDemo, seedReadingCourse, seedWordLists } from '@lexam/core';
import { DEMO_GRADING_CLASS, DEMO_GRADING_SUBMISSIONS, DEMO_WORD_LISTS, demoGradingAudioDir, demoReadingCourse, demoVideoDir, demoVideoLessons, demoWordAudioDir, seedDemo, type Database, type DemoReadingCourse } from '@lexam/db';

/**
 * The whole demo content: accounts, roles, menus and the catalogue (`seedDemo` of the db package),
 * then the demo IELTS, TOEIC and grammar tests with their media and the demo video lessons through the test import of core (which the db package
 * cannot reach). Used by the first start of an empty embedded database, `npm run db:seed`,
 * `npm run db:reset` and the API tests.
 */
export async function seedDemoContent({ db, uploadsDir, readingCourse = demoReadingCourse }: { db: Database; uploadsDir: string; readingCourse?: DemoReadingCourse }) {
  const counts = await seedDemo(db);
  const exams = await seedDemoTests({ db, uploadsDir });
  // The demo video lessons of the reading course, stored as uploads like the tests' audio; then the
  // course itself, whose first passage of each lesson shows a video lesson. Each is seeded once.
  const demoVideos = await seedDemoVideos({ db, uploadsDir }, { videos: demoVideoLessons, mediaDir: demoVideoDir });
  const reading = await seedReadingCourse({ db, course: readingCourse });
  await attachDemoVideos(db);
  // The demo shared word lists of the flashcards, with their recordings when they are there.
  const wordLists = await seedWordLists({ db, uploadsDir }, { lists: DEMO_WORD_LISTS, audioDir: demoWordAudioDir });
  // Last: the grading demo (a class, graded and waiting answers) uses the demo prompts seeded before it.
  const grading = await seedGradingDemo({ db, uploadsDir }, { group: DEMO_GRADING_CLASS, submissions: DEMO_GRADING_SUBMISSIONS, audioDir: demoGradingAudioDir });
  return { ...counts, gradingSubmissions: grading.submissions, demoTests: exams.tests, demoAudioFiles: exams.audioFiles, demoImageFiles: exams.imageFiles, demoVideos: demoVideos.videos, readingLessons: reading.lessons, demoWordLists: wordLists.lists };
}
