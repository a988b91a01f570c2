import { checkDictation, CONTRACTIONS, type ListeningCourse, type ListeningSource, type RecordingToPractise, type SaveSyslogAnswer, type SegmentProgress } from '@lexam/contracts';
import { and, asc, desc, eq, inArray, tables, type Database } from '@lexam/db';
import { notFound } from '../errors';
import { urlsOfFiles } from '../reading/read-passage';

const { courseLessons, introductions, listeningProgress, listeningRecordings, listeningSegments } = tables;
type ProgressRow = typeof listeningProgress.$inferSelect;

const toProgress = (row: ProgressRow): SegmentProgress => ({
  attempts: row.attempts,
  bestAccuracy: row.bestAccuracy,
  lastAccuracy: row.lastAccuracy,
  hintsUsed: row.hintsUsed,
  lastTyped: row.lastTyped,
  completedAt: row.completedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A published recording of a published listening lesson, with its lesson; anything else is a 404. */
async function loadPublishedRecording(db: Database, recordingId: number) {
  const [row] = await db
    .select({ recording: listeningRecordings, lesson: courseLessons })
    .from(listeningRecordings)
    .innerJoin(courseLessons, eq(courseLessons.id, listeningRecordings.lessonId))
    .where(and(eq(listeningRecordings.id, recordingId), eq(listeningRecordings.isPublished, true), eq(courseLessons.isPublished, true), eq(courseLessons.skill, 'listening')))
    .limit(1);
  if (!row) throw notFound(`There is no recording ${recordingId}.`);
  return row;
}

/** The learner's own progress rows, by segment id. */
async function progressOf(db: Database, userId: number, recordingIds: number[]): Promise<Map<number, ProgressRow>> {
  if (recordingIds.length === 0) return new Map();
  const rows = await db.select().from(listeningProgress).where(and(eq(listeningProgress.userId, userId), inArray(listeningProgress.recordingId, recordingIds)));
  return new Map(rows.map((row) => [row.segmentId, row]));
}

/** `GET Listening/getCourse`: the published lessons of the listening course with their recordings and the learner's counts. */
export async function getListeningCourse({ db }: { db: Database }, { userId, source }: { userId: number; source?: ListeningSource }): Promise<ListeningCourse> {
  const [lessons, [introduction]] = await Promise.all([
    db
      .select()
      .from(courseLessons)
      .where(and(eq(courseLessons.skill, 'listening'), eq(courseLessons.isPublished, true), source ? eq(courseLessons.source, source) : undefined))
      .orderBy(asc(courseLessons.source), asc(courseLessons.sortOrder), asc(courseLessons.id)),
    db
      .select({ id: introductions.id, title: introductions.title, bodyHtml: introductions.bodyHtml })
      .from(introductions)
      .where(and(eq(introductions.skill, 'listening'), eq(introductions.isPublished, true)))
      .orderBy(asc(introductions.sortOrder), asc(introductions.id))
      .limit(1),
  ]);
  const lessonIds = lessons.map((lesson) => lesson.id);
  const recordings = lessonIds.length === 0 ? [] : await db
    .select({ id: listeningRecordings.id, lessonId: listeningRecordings.lessonId, title: listeningRecordings.title, description: listeningRecordings.description, durationMs: listeningRecordings.durationMs })
    .from(listeningRecordings)
    .where(and(inArray(listeningRecordings.lessonId, lessonIds), eq(listeningRecordings.isPublished, true)))
    .orderBy(asc(listeningRecordings.sortOrder), asc(listeningRecordings.id));
  const recordingIds = recordings.map((recording) => recording.id);
  const [segments, progress] = await Promise.all([
    recordingIds.length === 0 ? [] : db.select({ id: listeningSegments.id, recordingId: listeningSegments.recordingId }).from(listeningSegments).where(inArray(listeningSegments.recordingId, recordingIds)).orderBy(asc(listeningSegments.sortOrder), asc(listeningSegments.id)),
    progressOf(db, userId, recordingIds),
  ]);
  const segmentsOf = new Map<number, number[]>();
  for (const segment of segments) segmentsOf.set(segment.recordingId, [...(segmentsOf.get(segment.recordingId) ?? []), segment.id]);

  const summaries = recordings.map((recording) => {
    const ids = segmentsOf.get(recording.id) ?? [];
    const done = ids.flatMap((id) => (progress.has(id) ? [progress.get(id)!] : []));
    const last = done.reduce<Date | null>((latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest), null);
    return {
      lessonId: recording.lessonId,
      nextSegmentId: ids.find((id) => !progress.has(id)) ?? null,
      last,
      summary: {
        id: recording.id,
        title: recording.title,
        description: recording.description,
        durationMs: recording.durationMs,
        segmentCount: ids.length,
        doneCount: done.length,
        accuracy: done.length === 0 ? null : Math.round(done.reduce((sum, row) => sum + row.bestAccuracy, 0) / done.length),
        lastPracticedAt: last?.toISOString() ?? null,
      },
    };
  });
  const open = summaries.filter((entry) => entry.nextSegmentId !== null);
  const lastOpen = open.filter((entry) => entry.last !== null).sort((a, b) => b.last!.getTime() - a.last!.getTime())[0] ?? open[0];
  return {
    introduction: introduction ?? null,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      source: lesson.source as ListeningSource,
      name: lesson.name,
      description: lesson.description,
      recordings: summaries.filter((entry) => entry.lessonId === lesson.id).map((entry) => entry.summary),
    })),
    resume: lastOpen ? { recordingId: lastOpen.summary.id, segmentId: lastOpen.nextSegmentId! } : null,
  };
}

/** `GET Listening/getReadForPassage`: a published recording with its segments and the learner's progress on each. */
export async function getRecordingToPractise({ db }: { db: Database }, { userId, recordingId }: { userId: number; recordingId: number }): Promise<RecordingToPractise> {
  const { recording, lesson } = await loadPublishedRecording(db, recordingId);
  const [siblings, segments, progress, urls] = await Promise.all([
    db.select({ id: listeningRecordings.id }).from(listeningRecordings).where(and(eq(listeningRecordings.lessonId, lesson.id), eq(listeningRecordings.isPublished, true))).orderBy(asc(listeningRecordings.sortOrder), asc(listeningRecordings.id)),
    db.select().from(listeningSegments).where(eq(listeningSegments.recordingId, recordingId)).orderBy(asc(listeningSegments.sortOrder), asc(listeningSegments.id)),
    progressOf(db, userId, [recordingId]),
    urlsOfFiles(db, [recording.audio]),
  ]);
  const at = siblings.findIndex((sibling) => sibling.id === recordingId);
  return {
    id: recording.id,
    title: recording.title,
    description: recording.description,
    audioUrl: recording.audio === null ? null : urls.get(recording.audio) ?? null,
    durationMs: recording.durationMs,
    lesson: { id: lesson.id, name: lesson.name, source: lesson.source as ListeningSource },
    previousRecordingId: siblings[at - 1]?.id ?? null,
    nextRecordingId: siblings[at + 1]?.id ?? null,
    segments: segments.map((segment) => {
      const row = progress.get(segment.id);
      return { id: segment.id, startMs: segment.startMs, endMs: segment.endMs, transcript: segment.transcript, progress: row ? toProgress(row) : null };
    }),
    doneCount: segments.filter((segment) => progress.has(segment.id)).length,
    resumeSegmentId: segments.find((segment) => !progress.has(segment.id))?.id ?? null,
  };
}

/**
 * `POST Listening/SaveSyslog`: one check of a segment by the learner. The server checks the typed text
 * against the segment's transcript itself (the client's view of it counts for nothing), counts the
 * attempt, keeps the best and last accuracy, and answers the next segment not done.
 */
export async function saveListeningSyslog(
  { db }: { db: Database },
  { userId, body }: { userId: number; body: { recordingId: number; segmentId: number; typed: string; hintsUsed: number; speed: number; playedCount: number } },
): Promise<SaveSyslogAnswer> {
  await loadPublishedRecording(db, body.recordingId);
  const segments = await db.select({ id: listeningSegments.id, transcript: listeningSegments.transcript }).from(listeningSegments).where(eq(listeningSegments.recordingId, body.recordingId)).orderBy(asc(listeningSegments.sortOrder), asc(listeningSegments.id));
  const segment = segments.find((row) => row.id === body.segmentId);
  if (!segment) throw notFound(`Recording ${body.recordingId} has no segment ${body.segmentId}.`);
  const check = checkDictation(body.typed, segment.transcript, CONTRACTIONS);
  const accuracy = Math.max(0, Math.min(100, Math.round(check.accuracy * 100)));
  const now = new Date();
  const [previous] = await db.select().from(listeningProgress).where(and(eq(listeningProgress.userId, userId), eq(listeningProgress.segmentId, segment.id))).limit(1);
  const values = {
    attempts: (previous?.attempts ?? 0) + 1,
    bestAccuracy: Math.max(previous?.bestAccuracy ?? 0, accuracy),
    lastAccuracy: accuracy,
    hintsUsed: body.hintsUsed,
    lastTyped: body.typed,
    lastSpeed: body.speed,
    playedCount: (previous?.playedCount ?? 0) + body.playedCount,
    updatedAt: now,
  };
  const [row] = await db
    .insert(listeningProgress)
    .values({ userId, segmentId: segment.id, recordingId: body.recordingId, ...values, completedAt: now, createdAt: now })
    .onConflictDoUpdate({ target: [listeningProgress.userId, listeningProgress.segmentId], set: values })
    .returning();
  const done = await progressOf(db, userId, [body.recordingId]);
  const at = segments.findIndex((row) => row.id === segment.id);
  const next = [...segments.slice(at + 1), ...segments.slice(0, at)].find((row) => !done.has(row.id));
  return {
    segmentId: segment.id,
    words: check.words,
    accuracy,
    isComplete: check.isComplete,
    progress: toProgress(row!),
    nextSegmentId: next?.id ?? null,
    doneCount: segments.filter((row) => done.has(row.id)).length,
    segmentCount: segments.length,
  };
}

/** The learner's latest listening checks, newest first (for the learning history). */
export async function recentListeningActivity({ db }: { db: Database }, { userId, limit = 20 }: { userId: number; limit?: number }) {
  return db
    .select({ recordingId: listeningProgress.recordingId, segmentId: listeningProgress.segmentId, attempts: listeningProgress.attempts, bestAccuracy: listeningProgress.bestAccuracy, updatedAt: listeningProgress.updatedAt, title: listeningRecordings.title })
    .from(listeningProgress)
    .innerJoin(listeningRecordings, eq(listeningRecordings.id, listeningProgress.recordingId))
    .where(eq(listeningProgress.userId, userId))
    .orderBy(desc(listeningProgress.updatedAt))
    .limit(limit);
}
