import type { CourseIndexOfSkill, CourseSourceName, LessonDetail, LessonSummary, PassageSummary } from '@lexam/contracts';
import { READING_SOURCES, COURSE_SOURCES } from '@lexam/contracts';
import { and, asc, eq, inArray, isNotNull, tables, type Database } from '@lexam/db';
import { loadPublishedLesson, practiceCountOf, progressByPassage, toPassageProgress } from './published';

const { courseLessons, coursePassages, passageProgress, videos } = tables;

type Skill = CourseIndexOfSkill['skill'];

/** The sources a course shows even when empty: reading's two; other courses show what they hold. */
const SOURCES_SHOWN: Partial<Record<Skill, readonly CourseSourceName[]>> = { reading: READING_SOURCES };

/**
 * Every published passage of a course's published lessons (optionally one source), with its lesson
 * and whether the learner is done with it: the rows every count below is made from.
 */
async function publishedPassagesOf(db: Database, { userId, skill, source }: { userId: number; skill: Skill; source?: CourseSourceName }) {
  return db
    .select({ lessonId: courseLessons.id, source: courseLessons.source, passageId: coursePassages.id, completedAt: passageProgress.completedAt })
    .from(courseLessons)
    .leftJoin(coursePassages, and(eq(coursePassages.lessonId, courseLessons.id), eq(coursePassages.isPublished, true)))
    .leftJoin(passageProgress, and(eq(passageProgress.passageId, coursePassages.id), eq(passageProgress.userId, userId), isNotNull(passageProgress.completedAt)))
    .where(and(eq(courseLessons.skill, skill), eq(courseLessons.isPublished, true), source ? eq(courseLessons.source, source) : undefined));
}

/** `TestIndex/getTestCourseIndex`: the sources of a course with their lesson and passage counts and the learner's done count. */
export async function getCourseIndexOfSkill({ db }: { db: Database }, { userId, skill }: { userId: number; skill: Skill }): Promise<CourseIndexOfSkill> {
  const rows = await publishedPassagesOf(db, { userId, skill });
  const order = [...(SOURCES_SHOWN[skill] ?? [])];
  for (const row of rows) if (!order.includes(row.source as CourseSourceName)) order.push(row.source as CourseSourceName);
  const known = order.filter((source) => (COURSE_SOURCES as readonly string[]).includes(source));
  return {
    skill,
    sources: known.map((source) => {
      const ofSource = rows.filter((row) => row.source === source);
      return {
        source,
        lessonCount: new Set(ofSource.map((row) => row.lessonId)).size,
        passageCount: ofSource.filter((row) => row.passageId !== null).length,
        doneCount: ofSource.filter((row) => row.completedAt !== null).length,
      };
    }),
  };
}

/** `TestIndex/getListSubTestCourseIndex`: the published lessons of a source in order, each with its passage and done counts. */
export async function listLessonsOfSource(
  { db }: { db: Database },
  { userId, skill, source }: { userId: number; skill: Skill; source: CourseSourceName },
): Promise<LessonSummary[]> {
  const [lessons, rows] = await Promise.all([
    db
      .select()
      .from(courseLessons)
      .where(and(eq(courseLessons.skill, skill), eq(courseLessons.source, source), eq(courseLessons.isPublished, true)))
      .orderBy(asc(courseLessons.sortOrder), asc(courseLessons.id)),
    publishedPassagesOf(db, { userId, skill, source }),
  ]);
  return lessons.map((lesson) => {
    const ofLesson = rows.filter((row) => row.lessonId === lesson.id);
    return {
      id: lesson.id,
      source,
      name: lesson.name,
      description: lesson.description,
      passageCount: ofLesson.filter((row) => row.passageId !== null).length,
      doneCount: ofLesson.filter((row) => row.completedAt !== null).length,
    };
  });
}

async function publishedPassagesOfLesson(db: Database, lessonId: number) {
  return db
    .select()
    .from(coursePassages)
    .where(and(eq(coursePassages.lessonId, lessonId), eq(coursePassages.isPublished, true)))
    .orderBy(asc(coursePassages.sortOrder), asc(coursePassages.id));
}

/** `TestIndex/getListPassageForTestByLession`: a published lesson's published passages in order, with the learner's progress. */
export async function listPassagesOfLesson({ db }: { db: Database }, { userId, lessonId }: { userId: number; lessonId: number }): Promise<PassageSummary[]> {
  await loadPublishedLesson(db, lessonId);
  const passages = await publishedPassagesOfLesson(db, lessonId);
  const videoIds = passages.flatMap((passage) => (passage.videoId === null ? [] : [passage.videoId]));
  const [progress, published] = await Promise.all([
    progressByPassage(db, { userId, passageIds: passages.map((passage) => passage.id) }),
    videoIds.length === 0 ? [] : db.select({ id: videos.id }).from(videos).where(and(inArray(videos.id, videoIds), eq(videos.isPublished, true))),
  ]);
  const publishedVideos = new Set(published.map((video) => video.id));
  return passages.map((passage) => ({
    id: passage.id,
    title: passage.title,
    summary: passage.summary,
    // Only a published video counts, as in the reader (`getPassageToRead`).
    hasVideo: passage.videoId !== null && publishedVideos.has(passage.videoId),
    practiceCount: practiceCountOf(passage),
    progress: toPassageProgress(progress.get(passage.id)),
  }));
}

/** `Course/getLession`: a published lesson with its published passages in order (the reader's breadcrumb and steps). */
export async function getLessonDetail({ db }: { db: Database }, { userId, lessonId }: { userId: number; lessonId: number }): Promise<LessonDetail> {
  const lesson = await loadPublishedLesson(db, lessonId);
  const passages = await publishedPassagesOfLesson(db, lessonId);
  const progress = await progressByPassage(db, { userId, passageIds: passages.map((passage) => passage.id) });
  return {
    id: lesson.id,
    skill: lesson.skill,
    source: lesson.source as CourseSourceName,
    name: lesson.name,
    description: lesson.description,
    passages: passages.map((passage) => ({ id: passage.id, title: passage.title, isDone: Boolean(progress.get(passage.id)?.completedAt) })),
  };
}
