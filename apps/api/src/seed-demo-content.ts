import { attachDemoVideos, seedGrammarCourse, seedListeningCourse, type FileStorage, seedDemoTests, seedDemoVideos, seedGradingDemo, seedReadingCourse, seedSpeakingPrompts, seedWordLists, seedWritingPrompts, seedToeicCourse } from '@lexam/core';
import { DEMO_GRAMMAR_COURSE, DEMO_GRADING_CLASS, DEMO_GRADING_SUBMISSIONS, DEMO_SPEAKING_LAYOUTS, DEMO_SPEAKING_PROMPTS, DEMO_WORD_LISTS, DEMO_LISTENING_INTRODUCTION, DEMO_LISTENING_LESSONS, DEMO_LISTENING_VIDEO_TITLE, demoListeningAudioDir, demoListeningTimings, demoGradingAudioDir, DEMO_WRITING_LAYOUTS, DEMO_WRITING_PROMPTS, demoWritingImageDir, demoReadingCourse, demoVideoDir, demoVideoLessons, demoWordAudioDir, seedDemo, type Database, type DemoReadingCourse, DEMO_TOEIC_COURSE, demoToeicCourseMediaDir } from '@lexam/db';

/**
 * The whole demo content: accounts, roles, menus and the catalogue (`seedDemo` of the db package),
 * then the demo IELTS, TOEIC and grammar tests with their media and the demo video lessons through the test import of core (which the db package
 * cannot reach). Used by the first start of an empty embedded database, `npm run db:seed`,
 * `npm run db:reset` and the API tests.
 */
export async function seedDemoContent({ db, uploadsDir, storage, readingCourse = demoReadingCourse }: { db: Database; uploadsDir: string; storage?: FileStorage; readingCourse?: DemoReadingCourse }) {
  const counts = await seedDemo(db);
  const exams = await seedDemoTests({ db, uploadsDir, storage });
  // The demo video lessons of the reading course, stored as uploads like the tests' audio; then the
  // course itself, whose first passage of each lesson shows a video lesson. Each is seeded once.
  const demoVideos = await seedDemoVideos({ db, uploadsDir, storage }, { videos: demoVideoLessons, mediaDir: demoVideoDir });
  const reading = await seedReadingCourse({ db, course: readingCourse });
  await attachDemoVideos(db);
  // The demo listening course: recordings with their audio and segments, and the context video lesson reused.
  const listening = await seedListeningCourse({ db, uploadsDir, storage }, { introduction: DEMO_LISTENING_INTRODUCTION, lessons: DEMO_LISTENING_LESSONS, timings: demoListeningTimings(), audioDir: demoListeningAudioDir, videoTitle: DEMO_LISTENING_VIDEO_TITLE });
  // The demo TOEIC course: a lesson per part (edition ets) with its recordings and picture.
  const toeicCourse = await seedToeicCourse({ db, uploadsDir, storage }, { lessons: DEMO_TOEIC_COURSE, mediaDir: demoToeicCourseMediaDir });
  // The demo shared word lists of the flashcards, with their recordings when they are there.
  const wordLists = await seedWordLists({ db, uploadsDir, storage }, { lists: DEMO_WORD_LISTS, audioDir: demoWordAudioDir });
  // The demo writing prompts (Task 1 with their charts, Task 2) and the two task layouts.
  const writing = await seedWritingPrompts({ db, uploadsDir, storage }, { prompts: DEMO_WRITING_PROMPTS, layouts: DEMO_WRITING_LAYOUTS, imageDir: demoWritingImageDir });
  // The demo speaking prompts (Part 1 topics, Part 2 cue cards) and the two parts' layouts.
  const speaking = await seedSpeakingPrompts(db, { prompts: DEMO_SPEAKING_PROMPTS, layouts: DEMO_SPEAKING_LAYOUTS });
  // The demo grammar course: two grades of three units (grammar point, new words, exercises).
  const grammar = await seedGrammarCourse(db, DEMO_GRAMMAR_COURSE);
  // Last: the grading demo (a class, graded and waiting answers) uses the demo prompts seeded before it.
  const grading = await seedGradingDemo({ db, uploadsDir, storage }, { group: DEMO_GRADING_CLASS, submissions: DEMO_GRADING_SUBMISSIONS, audioDir: demoGradingAudioDir });
  return { ...counts, writingPrompts: writing.prompts, speakingPrompts: speaking.prompts, gradingSubmissions: grading.submissions, demoTests: exams.tests, demoAudioFiles: exams.audioFiles, demoImageFiles: exams.imageFiles, demoVideos: demoVideos.videos, readingLessons: reading.lessons, listeningRecordings: listening.recordings, demoWordLists: wordLists.lists, grammarUnits: grammar.units, toeicCourseLessons: toeicCourse.lessons };
}
