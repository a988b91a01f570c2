import type { ContinueItems } from '@lexam/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, tables, type Database } from '@lexam/db';

const { examAttempts, examTests, coursePassages, courseLessons, passageProgress, videos, videoProgress, flashcardCards, words, wordLists, practiceSubmissions, writingPrompts } = tables;

/** The open attempt started last at a published test whose time is not up. */
async function openAttempt(db: Database, userId: number, now: Date): Promise<ContinueItems['attempt']> {
  const [row] = await db
    .select({ attemptId: examAttempts.id, testId: examTests.id, testName: examTests.name, kind: examTests.kind, skill: examTests.skill, startedAt: examAttempts.startedAt, deadlineAt: examAttempts.deadlineAt })
    .from(examAttempts)
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(and(eq(examAttempts.userId, userId), isNull(examAttempts.submittedAt), eq(examTests.isPublished, true), or(isNull(examAttempts.deadlineAt), gt(examAttempts.deadlineAt, now))))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
    .limit(1);
  return row ? { ...row, startedAt: row.startedAt.toISOString(), deadlineAt: row.deadlineAt?.toISOString() ?? null } : null;
}

/**
 * The passage practised last when it is not completed, else the next passage of its lesson the
 * learner has not completed (null when the lesson is done). A passage counts as opened once practised.
 */
async function readingToContinue(db: Database, userId: number): Promise<ContinueItems['reading']> {
  const [last] = await db
    .select({ passageId: passageProgress.passageId, completedAt: passageProgress.completedAt, lessonId: coursePassages.lessonId })
    .from(passageProgress)
    .innerJoin(coursePassages, eq(coursePassages.id, passageProgress.passageId))
    .where(eq(passageProgress.userId, userId))
    .orderBy(desc(passageProgress.updatedAt))
    .limit(1);
  if (!last) return null;
  const passages = await db
    .select({ id: coursePassages.id, title: coursePassages.title, lessonName: courseLessons.name })
    .from(coursePassages)
    .innerJoin(courseLessons, eq(courseLessons.id, coursePassages.lessonId))
    .where(and(eq(coursePassages.lessonId, last.lessonId), eq(coursePassages.isPublished, true), eq(courseLessons.isPublished, true)))
    .orderBy(asc(coursePassages.sortOrder), asc(coursePassages.id));
  if (last.completedAt === null) {
    const open = passages.find((passage) => passage.id === last.passageId);
    return open ? { passageId: open.id, title: open.title, lessonName: open.lessonName, isNext: false } : null;
  }
  const ids = passages.map((passage) => passage.id);
  const done = ids.length
    ? new Set((await db.select({ id: passageProgress.passageId }).from(passageProgress).where(and(eq(passageProgress.userId, userId), inArray(passageProgress.passageId, ids), isNotNull(passageProgress.completedAt)))).map((row) => row.id))
    : new Set<number>();
  const after = passages.slice(passages.findIndex((passage) => passage.id === last.passageId) + 1);
  const next = after.find((passage) => !done.has(passage.id));
  return next ? { passageId: next.id, title: next.title, lessonName: next.lessonName, isNext: true } : null;
}

/** The published video played last and not finished. */
async function videoToContinue(db: Database, userId: number): Promise<ContinueItems['video']> {
  const [row] = await db
    .select({ videoId: videos.id, title: videos.title, positionSeconds: videoProgress.positionSeconds, durationSeconds: sql<number | null>`coalesce(${videoProgress.durationSeconds}, ${videos.durationSeconds})` })
    .from(videoProgress)
    .innerJoin(videos, eq(videos.id, videoProgress.videoId))
    .where(and(eq(videoProgress.userId, userId), isNull(videoProgress.completedAt), eq(videos.isPublished, true), gt(videoProgress.positionSeconds, 0)))
    .orderBy(desc(videoProgress.updatedAt))
    .limit(1);
  return row ? { ...row, durationSeconds: row.durationSeconds === null ? null : Number(row.durationSeconds) } : null;
}

/** The cards due now over every list the learner studies, and the list with the most of them. */
async function dueFlashcards(db: Database, userId: number, now: Date): Promise<ContinueItems['flashcards']> {
  const rows = await db
    .select({ wordListId: wordLists.id, title: wordLists.title, due: sql<number>`count(*)::int` })
    .from(flashcardCards)
    .innerJoin(words, eq(words.id, flashcardCards.wordId))
    .innerJoin(wordLists, eq(wordLists.id, words.wordListId))
    .where(and(eq(flashcardCards.userId, userId), lte(flashcardCards.due, now), or(eq(wordLists.ownerId, userId), and(isNull(wordLists.ownerId), eq(wordLists.isPublished, true)))))
    .groupBy(wordLists.id, wordLists.title)
    .orderBy(desc(sql`count(*)`), asc(wordLists.id));
  const top = rows[0];
  if (!top) return null;
  return { dueCount: rows.reduce((sum, row) => sum + row.due, 0), wordListId: top.wordListId, wordListTitle: top.title };
}

/** The writing answer saved last and not sent. */
async function writingDraft(db: Database, userId: number): Promise<ContinueItems['writingDraft']> {
  const [row] = await db
    .select({ submissionId: practiceSubmissions.id, writingId: writingPrompts.id, title: writingPrompts.title, task: writingPrompts.task, wordCount: practiceSubmissions.wordCount, updatedAt: practiceSubmissions.updatedAt })
    .from(practiceSubmissions)
    .innerJoin(writingPrompts, eq(writingPrompts.id, practiceSubmissions.writingPromptId))
    .where(and(eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'writing'), eq(practiceSubmissions.status, 'draft'), eq(writingPrompts.isPublished, true)))
    .orderBy(desc(practiceSubmissions.updatedAt))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/** "Continue where you left off": each item only when there is one. */
export async function continueItems(db: Database, userId: number, now = new Date()): Promise<ContinueItems> {
  const [attempt, reading, video, flashcards, draft] = await Promise.all([openAttempt(db, userId, now), readingToContinue(db, userId), videoToContinue(db, userId), dueFlashcards(db, userId, now), writingDraft(db, userId)]);
  return { attempt, reading, video, flashcards, writingDraft: draft };
}
