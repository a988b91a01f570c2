import { countWords, WRITING_MIN_WORDS, type SaveWritingDraftBody, type SendWritingAnswerBody, type WritingDraft, type WritingResultRow, type WritingStatus } from '@lexam/contracts';
import { and, count, desc, eq, inArray, lt, tables, type Database } from '@lexam/db';
import { badRequest, conflict, notFound } from '../errors';
import { loadPublishedWriting } from './writing-prompts';

const { practiceSubmissions: answers, writingPrompts } = tables;
type AnswerRow = typeof answers.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The autosave's one rule: a text replaces the stored one only when its revision is newer, so a
 * retry of an older save arriving late (or twice) never overwrites newer text. The save applies it
 * in its UPDATE's WHERE (concurrent saves keep the newest); the submit here.
 */
export const isNewerRevision = (stored: number, sent: number | undefined): sent is number => sent !== undefined && sent > stored;

export function toWritingDraft(row: AnswerRow): WritingDraft {
  return {
    id: row.id,
    writingId: row.writingPromptId ?? 0,
    status: row.status,
    answerText: row.answerText,
    wordCount: row.wordCount,
    revision: row.revision,
    timeLimitSeconds: row.timeLimitSeconds,
    startedAt: iso(row.startedAt),
    submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

const own = (userId: number) => and(eq(answers.userId, userId), eq(answers.kind, 'writing'));

/** The learner's open draft of a prompt (the newest, should two ever exist). */
async function openDraft(db: Database, userId: number, writingId: number): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(answers).where(and(own(userId), eq(answers.writingPromptId, writingId), eq(answers.status, 'draft'))).orderBy(desc(answers.id)).limit(1);
  return row;
}

/** `Writing/getDraft?writingId=`: the learner's open draft of a published prompt, or null. */
export async function getWritingDraft({ db }: { db: Database }, { userId, writingId }: { userId: number; writingId: number }): Promise<WritingDraft | null> {
  await loadPublishedWriting(db, writingId);
  const row = await openDraft(db, userId, writingId);
  return row ? toWritingDraft(row) : null;
}

/**
 * `Writing/saveDraft`: the whole text at a revision. The first save opens the draft (and its clock:
 * `timeLimitMinutes` is kept from it); a later one replaces the text only when its revision is newer
 * than the stored one, so a late retry of an older save never overwrites newer text.
 */
export async function saveWritingDraft({ db }: { db: Database }, { userId, body }: { userId: number; body: SaveWritingDraftBody }) {
  await loadPublishedWriting(db, body.writingId);
  const wordCount = countWords(body.answerText);
  let draft = await openDraft(db, userId, body.writingId);
  if (!draft) {
    const limit = body.timeLimitMinutes ?? null;
    [draft] = await db
      .insert(answers)
      .values({ userId, kind: 'writing', writingPromptId: body.writingId, status: 'draft', answerText: body.answerText, wordCount, revision: body.revision, timeLimitSeconds: limit === null ? null : limit * 60 })
      .returning();
    return { id: draft!.id, revision: draft!.revision, wordCount: draft!.wordCount, ignored: false, updatedAt: iso(draft!.updatedAt) };
  }
  // Only a newer revision of a draft still open is written, in one statement: concurrent saves keep the newest.
  const [updated] = await db
    .update(answers)
    .set({ answerText: body.answerText, wordCount, revision: body.revision, updatedAt: new Date() })
    .where(and(eq(answers.id, draft.id), eq(answers.status, 'draft'), lt(answers.revision, body.revision)))
    .returning();
  if (updated) return { id: updated.id, revision: updated.revision, wordCount: updated.wordCount, ignored: false, updatedAt: iso(updated.updatedAt) };
  const [stored] = await db.select().from(answers).where(eq(answers.id, draft.id)).limit(1);
  return { id: draft.id, revision: stored?.revision ?? draft.revision, wordCount: stored?.wordCount ?? draft.wordCount, ignored: true, updatedAt: iso(stored?.updatedAt ?? draft.updatedAt) };
}

/**
 * `Writing/sendAnswer`: the draft (by `id`, else the open draft of `writingId`) becomes submitted,
 * with the final text first when it is sent with a newer revision. A submitted answer is never
 * edited again; sending it again answers it as it is.
 */
export async function sendWritingAnswer({ db }: { db: Database }, { userId, body }: { userId: number; body: SendWritingAnswerBody }): Promise<WritingDraft> {
  let row: AnswerRow | undefined;
  if (body.id !== undefined) {
    [row] = await db.select().from(answers).where(and(own(userId), eq(answers.id, body.id))).limit(1);
    if (!row || (body.writingId !== undefined && row.writingPromptId !== body.writingId)) throw notFound(`There is no writing answer ${body.id} of yours.`);
  } else {
    await loadPublishedWriting(db, body.writingId!);
    row = await openDraft(db, userId, body.writingId!);
    if (!row && body.answerText !== undefined) {
      const saved = await saveWritingDraft({ db }, { userId, body: { writingId: body.writingId!, answerText: body.answerText, revision: body.revision! } });
      [row] = await db.select().from(answers).where(eq(answers.id, saved.id)).limit(1);
    }
    if (!row) {
      // Sent again after it was submitted: the newest answer of that prompt, as it is.
      [row] = await db.select().from(answers).where(and(own(userId), eq(answers.writingPromptId, body.writingId!))).orderBy(desc(answers.id)).limit(1);
      if (!row) throw notFound('There is nothing written for this prompt yet.');
    }
  }
  if (row.status !== 'draft') return toWritingDraft(row);
  const text = body.answerText !== undefined && isNewerRevision(row.revision, body.revision) ? body.answerText : row.answerText;
  const wordCount = countWords(text);
  if (wordCount === 0) throw badRequest('Write your answer before sending it.', [{ field: 'body.answerText', message: 'The answer has no words.' }]);
  const now = new Date();
  const [sent] = await db
    .update(answers)
    .set({ answerText: text, wordCount, revision: Math.max(row.revision, body.revision ?? 0), status: 'submitted', submittedAt: now, updatedAt: now })
    .where(and(eq(answers.id, row.id), eq(answers.status, 'draft')))
    .returning();
  if (sent) return toWritingDraft(sent);
  // Another send got there first: answer what it stored.
  const [stored] = await db.select().from(answers).where(eq(answers.id, row.id)).limit(1);
  return toWritingDraft(stored!);
}

/**
 * `Writing/deleteAnswer/{id}` and `Writing/deleteAnswerMulti`: the learner's own answers, all or
 * none: one that is not theirs is a 404, one a teacher is marking now a 409.
 */
export async function deleteWritingAnswers({ db }: { db: Database }, { userId, ids }: { userId: number; ids: number[] }): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: answers.id, status: answers.status }).from(answers).where(and(own(userId), inArray(answers.id, unique)));
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((row) => row.id));
    throw notFound(`There is no writing answer ${unique.filter((id) => !found.has(id)).join(', ')} of yours.`);
  }
  if (rows.some((row) => row.status === 'in_marking')) throw conflict('A teacher is marking this answer now: it can be deleted once the grade is released.');
  const deleted = await db.delete(answers).where(and(own(userId), inArray(answers.id, unique))).returning({ id: answers.id });
  return deleted.length;
}

/** `User/getResultWriting`: the learner's writing answers, newest first, the band once released. */
export async function listWritingResults(
  { db }: { db: Database },
  { userId, query }: { userId: number; query: { pageIndex: number; pageSize: number; task?: 'task1' | 'task2'; status?: WritingStatus } },
): Promise<{ rows: WritingResultRow[]; totalCount: number }> {
  const where = and(own(userId), query.status ? eq(answers.status, query.status) : undefined, query.task ? eq(writingPrompts.task, query.task) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ answer: answers, title: writingPrompts.title, task: writingPrompts.task })
      .from(answers)
      .leftJoin(writingPrompts, eq(writingPrompts.id, answers.writingPromptId))
      .where(where)
      .orderBy(desc(answers.updatedAt), desc(answers.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db.select({ value: count() }).from(answers).leftJoin(writingPrompts, eq(writingPrompts.id, answers.writingPromptId)).where(where),
  ]);
  return {
    rows: rows.map(({ answer, title, task }) => ({
      id: answer.id,
      writingId: answer.writingPromptId,
      title: title ?? '',
      task: task ?? null,
      status: answer.status,
      wordCount: answer.wordCount,
      minWords: task ? WRITING_MIN_WORDS[task] : 0,
      band: answer.status === 'released' ? answer.band : null,
      startedAt: iso(answer.startedAt),
      submittedAt: answer.submittedAt ? iso(answer.submittedAt) : null,
      releasedAt: answer.releasedAt ? iso(answer.releasedAt) : null,
      updatedAt: iso(answer.updatedAt),
    })),
    totalCount: Number(total?.value ?? 0),
  };
}
