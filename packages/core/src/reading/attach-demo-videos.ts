import { and, asc, eq, isNotNull, tables, type Database } from '@lexam/db';

const { courseLessons, coursePassages, videos } = tables;

/**
 * Gives the first passage of each demo reading lesson a video lesson, the reading videos taken in
 * turn, when no passage has one yet (an admin's choices are never overwritten). Answers how many
 * passages it linked.
 */
export async function attachDemoVideos(db: Database): Promise<number> {
  const [linked] = await db.select({ id: coursePassages.id }).from(coursePassages).where(isNotNull(coursePassages.videoId)).limit(1);
  if (linked) return 0;
  const readingVideos = await db.select({ id: videos.id }).from(videos).where(and(eq(videos.skill, 'reading'), eq(videos.isPublished, true))).orderBy(asc(videos.sortOrder), asc(videos.id));
  if (readingVideos.length === 0) return 0;
  const lessons = await db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.skill, 'reading')).orderBy(asc(courseLessons.source), asc(courseLessons.sortOrder), asc(courseLessons.id));
  let count = 0;
  for (const [index, lesson] of lessons.entries()) {
    const [first] = await db.select({ id: coursePassages.id }).from(coursePassages).where(eq(coursePassages.lessonId, lesson.id)).orderBy(asc(coursePassages.sortOrder), asc(coursePassages.id)).limit(1);
    if (!first) continue;
    await db.update(coursePassages).set({ videoId: readingVideos[index % readingVideos.length]!.id }).where(eq(coursePassages.id, first.id));
    count += 1;
  }
  return count;
}
