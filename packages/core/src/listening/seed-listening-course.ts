import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, tables, type Database, type DemoListeningLesson, type DemoListeningTiming } from '@lexam/db';
import { sanitizeStoredHtml } from '../common/sanitize-html';
import { storeUpload, type UploadTarget } from '../files/store-upload';

const { courseLessons, introductions, listeningRecordings, listeningSegments, videos } = tables;

interface DemoListeningCourse {
  introduction: { title: string; bodyHtml: string };
  lessons: DemoListeningLesson[];
  timings: Record<string, DemoListeningTiming>;
  audioDir: string;
  /** The title of a demo video (of any course) whose files the listening course's video lesson reuses. */
  videoTitle?: string;
}

/**
 * Seeds the demo listening course: its introduction, its lessons (found again by skill, source and
 * name), each recording once under its seed key with its audio stored as an upload and its
 * segments from the measured timings, and a video lesson that reuses a demo video's files.
 * Idempotent: what is there already is left as it is.
 */
export async function seedListeningCourse(target: UploadTarget, course: DemoListeningCourse): Promise<{ lessons: number; recordings: number; segments: number }> {
  const { db } = target;
  const counts = { lessons: 0, recordings: 0, segments: 0 };
  const [intro] = await db.select({ id: introductions.id }).from(introductions).where(eq(introductions.skill, 'listening')).limit(1);
  if (!intro) await db.insert(introductions).values({ skill: 'listening', title: course.introduction.title, bodyHtml: sanitizeStoredHtml(course.introduction.bodyHtml), sortOrder: 1 });

  const keys = course.lessons.flatMap((lesson) => lesson.recordings.map((recording) => recording.key));
  const seeded = new Set((await db.select({ key: listeningRecordings.seedKey }).from(listeningRecordings).where(inArray(listeningRecordings.seedKey, keys))).map((row) => row.key));
  for (const [lessonIndex, lesson] of course.lessons.entries()) {
    let [lessonRow] = await db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(and(eq(courseLessons.skill, 'listening'), eq(courseLessons.source, lesson.source), eq(courseLessons.name, lesson.name)))
      .limit(1);
    if (!lessonRow) {
      [lessonRow] = await db.insert(courseLessons).values({ skill: 'listening', source: lesson.source, name: lesson.name, description: lesson.description, sortOrder: lessonIndex + 1 }).returning({ id: courseLessons.id });
      counts.lessons += 1;
    }
    for (const [index, recording] of lesson.recordings.entries()) {
      if (seeded.has(recording.key)) continue;
      const timing = course.timings[recording.key];
      if (!timing || timing.segments.length !== recording.lines.length) throw new Error(`The demo recording ${recording.key} has no timings for its ${recording.lines.length} lines: run scripts/make-listening-audio.mjs.`);
      const audio = await storeUpload(target, { stream: createReadStream(path.join(course.audioDir, timing.file)), originalName: timing.file, accept: ['audio'] });
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(listeningRecordings)
          .values({
            lessonId: lessonRow!.id,
            source: lesson.source,
            title: recording.title,
            description: recording.description,
            audio: audio.id,
            transcript: recording.lines.join(' '),
            durationMs: timing.durationMs,
            seedKey: recording.key,
            sortOrder: index + 1,
          })
          .returning({ id: listeningRecordings.id });
        await tx.insert(listeningSegments).values(recording.lines.map((line, order) => ({ recordingId: row!.id, startMs: timing.segments[order]!.startMs, endMs: timing.segments[order]!.endMs, transcript: line, sortOrder: order + 1 })));
      });
      counts.recordings += 1;
      counts.segments += recording.lines.length;
    }
  }

  if (course.videoTitle) await reuseDemoVideo(db, course.videoTitle);
  return counts;
}

/** A listening video lesson with the files of a demo video of another course, once. */
async function reuseDemoVideo(db: Database, title: string) {
  const [existing] = await db.select({ id: videos.id }).from(videos).where(and(eq(videos.skill, 'listening'), eq(videos.title, title))).limit(1);
  if (existing) return;
  const [source] = await db.select().from(videos).where(eq(videos.title, title)).limit(1);
  if (!source) return;
  await db.insert(videos).values({
    skill: 'listening',
    title: source.title,
    description: source.description,
    video: source.video,
    captions: source.captions,
    poster: source.poster,
    durationSeconds: source.durationSeconds,
    sortOrder: 1,
  });
}
