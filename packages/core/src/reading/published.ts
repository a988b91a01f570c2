import type { PassageProgress } from '@lexam/contracts';
import { and, eq, inArray, tables, type Database } from '@lexam/db';
import { notFound } from '../errors';

const { courseLessons, coursePassages, passageProgress } = tables;

export type LessonRow = typeof courseLessons.$inferSelect;
export type PassageRow = typeof coursePassages.$inferSelect;
type ProgressRow = typeof passageProgress.$inferSelect;

/** A published lesson; a missing or unpublished one is the same 404, so drafts stay unseen. */
export async function loadPublishedLesson(db: Database, lessonId: number): Promise<LessonRow> {
  const [lesson] = await db.select().from(courseLessons).where(and(eq(courseLessons.id, lessonId), eq(courseLessons.isPublished, true))).limit(1);
  if (!lesson) throw notFound(`There is no lesson ${lessonId}.`);
  return lesson;
}

/** A published passage of a published lesson, with its lesson; anything else is a 404. */
export async function loadPublishedPassage(db: Database, passageId: number): Promise<{ passage: PassageRow; lesson: LessonRow }> {
  const [row] = await db
    .select({ passage: coursePassages, lesson: courseLessons })
    .from(coursePassages)
    .innerJoin(courseLessons, eq(courseLessons.id, coursePassages.lessonId))
    .where(and(eq(coursePassages.id, passageId), eq(coursePassages.isPublished, true), eq(courseLessons.isPublished, true)))
    .limit(1);
  if (!row) throw notFound(`There is no passage ${passageId}.`);
  return row;
}

/** The learner's progress rows of some passages, by passage id. */
export async function progressByPassage(db: Database, { userId, passageIds }: { userId: number; passageIds: number[] }): Promise<Map<number, ProgressRow>> {
  if (passageIds.length === 0) return new Map();
  const rows = await db.select().from(passageProgress).where(and(eq(passageProgress.userId, userId), inArray(passageProgress.passageId, passageIds)));
  return new Map(rows.map((row) => [row.passageId, row]));
}

/** A progress row as the learner DTO; no row is "not started". */
export function toPassageProgress(row: ProgressRow | undefined): PassageProgress {
  return {
    isDone: Boolean(row?.completedAt),
    practiceMarks: row?.practiceMarks ?? null,
    practiceMaxMarks: row?.practiceMaxMarks ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
  };
}

/** How many practice items a stored passage has (its `practice` column is a JSON array). */
export const practiceCountOf = (passage: Pick<PassageRow, 'practice'>): number => (Array.isArray(passage.practice) ? passage.practice.length : 0);
