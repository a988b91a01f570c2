import type { NotificationList, PracticeResult } from '@lexam/contracts';
import { and, count, desc, eq, inArray, isNull, sql, tables, type Database } from '@lexam/db';
import { notFound } from '../errors';
import { criteriaOf } from './bands';
import { commentsOf, iso, promptOf, recordingsOf, taskOf } from './submission-view';

const { practiceSubmissions: subs, notifications } = tables;

/**
 * A learner's own submission of a kind (another learner's, or another kind's: 404). Before release no
 * part of the grade shows, not even the model answer (it would hint at what the teacher looks for).
 */
export async function getPracticeResult(db: Database, { userId, kind, id, secret }: { userId: number; kind: 'writing' | 'speaking'; id: number; secret: string }): Promise<PracticeResult> {
  const [row] = await db.select().from(subs).where(and(eq(subs.id, id), eq(subs.userId, userId), eq(subs.kind, kind))).limit(1);
  if (!row) throw notFound(`You have no ${kind} answer ${id}.`);
  const released = row.status === 'released';
  const prompt = await promptOf(db, row);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    prompt: prompt && { ...prompt, modelAnswerHtml: released ? prompt.modelAnswerHtml : '' },
    answerText: row.answerText,
    wordCount: row.wordCount,
    notes: row.notes,
    recordings: row.kind === 'speaking' ? await recordingsOf(db, row.id, secret) : [],
    submittedAt: iso(row.submittedAt),
    releasedAt: iso(row.releasedAt),
    grade:
      released && row.criteria && row.band !== null
        ? { criteriaKeys: [...criteriaOf(row.kind, taskOf(prompt))], criteria: row.criteria, band: row.band, overallComment: row.overallComment, comments: await commentsOf(db, row.id) }
        : null,
  };
}

/** The learner's notifications, newest first, with how many are unread. */
export async function listNotifications(db: Database, userId: number, { pageIndex, pageSize }: { pageIndex: number; pageSize: number }): Promise<NotificationList> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(pageSize).offset((pageIndex - 1) * pageSize);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return {
    rows: rows.map((row) => ({ id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, readAt: iso(row.readAt), createdAt: row.createdAt.toISOString() })),
    unreadCount: totals?.unread ?? 0,
    totalCount: totals?.total ?? 0,
  };
}

/** Marks the learner's own notifications read (ids of others are ignored). */
export async function markNotificationsRead(db: Database, userId: number, ids: number[]): Promise<{ updated: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

/** Tells a user something in the app (a released grade, a report ready to download). */
export async function notifyUser(db: Database, notification: { userId: number; kind: string; title: string; body?: string; link?: string | null }): Promise<void> {
  await db.insert(notifications).values({ userId: notification.userId, kind: notification.kind, title: notification.title, body: notification.body ?? '', link: notification.link ?? null });
}
