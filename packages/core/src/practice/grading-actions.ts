import type { AddCommentBody, EditCommentBody, SaveGradeBody } from '@lexam/contracts';
import { and, eq, sql, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import type { Principal } from '../identity/principal';
import type { Mailer } from '../mail/mailer';
import { bandOf, criteriaOf, hasAllCriteria } from './bands';
import { gradableSubmission } from './grading-queue';
import { promptOf, taskOf, type SubmissionRow } from './submission-view';
import { gradeReleasedMail } from './grade-mail';

const { practiceSubmissions: subs, submissionComments: comments, speakingRecordings, notifications, users } = tables;

async function keysOf(db: Database, row: SubmissionRow): Promise<readonly string[]> {
  return criteriaOf(row.kind, taskOf(await promptOf(db, row)));
}

/** A released grade is read-only until re-opened. */
function assertEditable(row: SubmissionRow) {
  if (row.status === 'released') throw badRequest('This grade is released. Re-open it to change it.');
}

/** Saves some or all criteria and the overall comment; the band is computed here, when all four are given. */
export async function saveGrade(db: Database, principal: Principal, body: SaveGradeBody) {
  const row = await gradableSubmission(db, principal, body.id);
  assertEditable(row);
  const keys = await keysOf(db, row);
  const unknown = Object.keys(body.criteria).filter((key) => !keys.includes(key));
  if (unknown.length > 0) {
    throw badRequest(`Unknown criteria for this task: ${unknown.join(', ')}.`, unknown.map((key) => ({ field: `body.criteria.${key}`, message: `Not a criterion of this task (${keys.join(', ')}).` })));
  }
  const task = taskOf(await promptOf(db, row));
  const band = bandOf(row.kind, task, body.criteria);
  const [saved] = await db
    .update(subs)
    .set({ criteria: body.criteria, band, overallComment: body.overallComment, graderId: row.graderId ?? principal.id, status: 'in_marking', markingStartedAt: row.markingStartedAt ?? sql`now()`, updatedAt: sql`now()` })
    .where(eq(subs.id, row.id))
    .returning();
  return { id: saved!.id, criteria: saved!.criteria ?? {}, band: saved!.band, overallComment: saved!.overallComment, status: saved!.status };
}

/** Adds a comment: on characters of the answer (the quote must be the text there), a moment of a recording, or general. */
export async function addComment(db: Database, principal: Principal, body: AddCommentBody) {
  const row = await gradableSubmission(db, principal, body.submissionId);
  assertEditable(row);
  const textAnchor = body.anchorStart !== undefined || body.anchorEnd !== undefined || body.quote !== undefined;
  const momentAnchor = body.recordingId !== undefined || body.atMs !== undefined;
  if (textAnchor && momentAnchor) throw badRequest('A comment is on words of the text or on a moment of a recording, not both.');
  const values: typeof comments.$inferInsert = { submissionId: row.id, authorId: principal.id, body: body.body, criterion: body.criterion ?? null };
  if (textAnchor) {
    const { anchorStart: start, anchorEnd: end, quote } = body;
    if (start === undefined || end === undefined || quote === undefined) throw badRequest('A comment on words needs anchorStart, anchorEnd and quote.');
    if (row.kind !== 'writing') throw badRequest('Only a written answer has words to comment on.');
    if (!(start < end && end <= row.answerText.length)) {
      throw badRequest('The anchor is outside the answer.', [{ field: 'body.anchorEnd', message: `Within 0–${row.answerText.length}, after anchorStart.` }]);
    }
    if (row.answerText.slice(start, end) !== quote) {
      throw badRequest('The quoted words are not the text at this place.', [{ field: 'body.quote', message: 'Must equal the answer text between anchorStart and anchorEnd.' }]);
    }
    Object.assign(values, { anchorStart: start, anchorEnd: end, quote });
  } else if (momentAnchor) {
    if (body.recordingId === undefined || body.atMs === undefined) throw badRequest('A comment on a recording needs recordingId and atMs.');
    const [recording] = await db.select().from(speakingRecordings).where(and(eq(speakingRecordings.id, body.recordingId), eq(speakingRecordings.submissionId, row.id))).limit(1);
    if (!recording) throw badRequest('This recording is not part of the submission.', [{ field: 'body.recordingId', message: 'A recording of this submission.' }]);
    if (body.atMs > recording.durationMs) throw badRequest('The moment is after the end of the recording.', [{ field: 'body.atMs', message: `Within 0–${recording.durationMs} ms.` }]);
    Object.assign(values, { recordingId: recording.id, atMs: body.atMs });
  }
  const [created] = await db.insert(comments).values(values).returning({ id: comments.id });
  return { id: created!.id };
}

async function commentOf(db: Database, principal: Principal, id: number) {
  const [comment] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!comment) throw notFound(`There is no comment ${id}.`);
  const row = await gradableSubmission(db, principal, comment.submissionId).catch(() => {
    throw notFound(`There is no comment ${id}.`);
  });
  assertEditable(row);
  return comment;
}

export async function editComment(db: Database, principal: Principal, body: EditCommentBody) {
  await commentOf(db, principal, body.id);
  await db.update(comments).set({ body: body.body, ...(body.criterion !== undefined ? { criterion: body.criterion } : {}), updatedAt: sql`now()` }).where(eq(comments.id, body.id));
  return { id: body.id };
}

export async function deleteComment(db: Database, principal: Principal, id: number) {
  await commentOf(db, principal, id);
  await db.delete(comments).where(eq(comments.id, id));
  return { deleted: 1 };
}

/** Releases a complete grade: the learner sees it, is told in the app and by e-mail. */
export async function releaseGrade(db: Database, principal: Principal, id: number, { mailer, appUrl }: { mailer: Mailer; appUrl: string }) {
  const row = await gradableSubmission(db, principal, id);
  if (row.status === 'released') throw badRequest('This grade is already released.');
  const prompt = await promptOf(db, row);
  const keys = criteriaOf(row.kind, taskOf(prompt));
  if (!hasAllCriteria(keys, row.criteria)) {
    throw badRequest('Give a band for every criterion before releasing.', keys.filter((key) => !Number.isInteger(row.criteria?.[key])).map((key) => ({ field: `criteria.${key}`, message: 'Missing.' })));
  }
  const band = bandOf(row.kind, taskOf(prompt), row.criteria)!;
  const link = `/page/${row.kind}?resultId=${row.id}`;
  const mail = gradeReleasedMail({ kind: row.kind, title: prompt?.title ?? '', band, link: `${appUrl}${link}` });
  await db.transaction(async (tx) => {
    await tx.update(subs).set({ status: 'released', band, releasedAt: sql`now()`, graderId: row.graderId ?? principal.id, updatedAt: sql`now()` }).where(eq(subs.id, row.id));
    await tx.insert(notifications).values({ userId: row.userId, kind: 'grade-released', title: mail.title, body: mail.summary, link });
  });
  const [learner] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (learner?.email) await mailer.send({ to: learner.email, subject: mail.subject, text: mail.text });
  return { id: row.id, status: 'released' as const, band };
}

/** Re-opens a released grade (back in marking); the note says why and is kept as a general comment. */
export async function reopenGrade(db: Database, principal: Principal, id: number, note: string) {
  const row = await gradableSubmission(db, principal, id);
  if (row.status !== 'released') throw badRequest('Only a released grade can be re-opened.');
  await db.transaction(async (tx) => {
    await tx.update(subs).set({ status: 'in_marking', releasedAt: null, updatedAt: sql`now()` }).where(eq(subs.id, row.id));
    await tx.insert(comments).values({ submissionId: row.id, authorId: principal.id, body: note, criterion: null });
  });
  return { id: row.id, status: 'in_marking' as const };
}
