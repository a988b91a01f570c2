import { RECORDING_MIMES, type SaveSpeakingBody, type SpeakingResultRow, type SpeakingSubmission } from '@lexam/contracts';
import { and, asc, count, desc, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import { signRecordingUrl } from './recording-url';
import { recordingDurationProblem } from './speaking-format';

const { practiceSubmissions, speakingPrompts, speakingRecordings, files, users } = tables;

type SubmissionRow = typeof practiceSubmissions.$inferSelect;
interface Who {
  userId: number;
  /** The server's token secret: the recordings' links are signed with it. */
  secret: string;
}

/**
 * Forgets the learner's recording uploads among `fileIds` that no answer uses any more (a recording
 * made again, a deleted answer): their rows go, and their stored names are answered so the caller
 * removes the bytes. Nothing of another user's, and nothing still in use, is touched.
 */
async function forgetUnusedRecordings(db: Database, userId: number, fileIds: number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const gone = await db
    .delete(files)
    .where(and(inArray(files.id, fileIds), eq(files.uploadedBy, userId), eq(files.kind, 'audio'), sql`not exists (select 1 from ${speakingRecordings} where ${speakingRecordings.file} = ${files.id})`))
    .returning({ key: files.key });
  return gone.map((row) => row.key);
}

/** The learner's newest unsent answer to a prompt. */
export async function findDraft(db: Database, userId: number, speakingId: number): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceSubmissions)
    .where(and(eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'speaking'), eq(practiceSubmissions.speakingPromptId, speakingId), eq(practiceSubmissions.status, 'draft')))
    .orderBy(desc(practiceSubmissions.updatedAt), desc(practiceSubmissions.id))
    .limit(1);
  return row;
}

/** Submissions as the learner sees them, each recording with a signed, short-lived link. */
export async function toSubmissions(db: Database, secret: string, rows: SubmissionRow[]): Promise<SpeakingSubmission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const promptIds = [...new Set(rows.map((row) => row.speakingPromptId).filter((id): id is number => id !== null))];
  const [recordings, prompts] = await Promise.all([
    db
      .select({ id: speakingRecordings.id, submissionId: speakingRecordings.submissionId, questionIndex: speakingRecordings.questionIndex, fileId: speakingRecordings.file, durationMs: speakingRecordings.durationMs, mime: files.mime })
      .from(speakingRecordings)
      .innerJoin(files, eq(files.id, speakingRecordings.file))
      .where(inArray(speakingRecordings.submissionId, ids))
      .orderBy(asc(speakingRecordings.questionIndex)),
    promptIds.length ? db.select({ id: speakingPrompts.id, part: speakingPrompts.part, topic: speakingPrompts.topic }).from(speakingPrompts).where(inArray(speakingPrompts.id, promptIds)) : [],
  ]);
  return rows.map((row) => {
    const prompt = prompts.find((item) => item.id === row.speakingPromptId);
    return {
      id: row.id,
      speakingId: row.speakingPromptId,
      part: prompt?.part ?? null,
      topic: prompt?.topic ?? '',
      status: row.status,
      notes: row.notes,
      recordings: recordings.filter((item) => item.submissionId === row.id).map(({ submissionId: _, ...item }) => ({ ...item, url: signRecordingUrl({ secret, recordingId: item.id }) })),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function ownSubmission(db: Database, userId: number, id: number): Promise<SubmissionRow> {
  const [row] = await db.select().from(practiceSubmissions).where(and(eq(practiceSubmissions.id, id), eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'speaking'))).limit(1);
  if (!row) throw notFound('There is no such speaking answer of yours.');
  return row;
}

/** `POST Speaking`: creates or updates the learner's draft for a prompt; its recordings replace the draft's. */
export async function saveSpeakingDraft(db: Database, { userId, secret }: Who, body: SaveSpeakingBody): Promise<{ submission: SpeakingSubmission; removedFileKeys: string[] }> {
  const [prompt] = await db.select().from(speakingPrompts).where(and(eq(speakingPrompts.id, body.speakingId), eq(speakingPrompts.isPublished, true))).limit(1);
  if (!prompt) throw notFound('There is no such speaking prompt.');
  const errors: { field: string; message: string }[] = [];
  const questionCount = prompt.part === 'part1' ? prompt.questions.length : 1;
  body.recordings.forEach((recording, index) => {
    if (recording.questionIndex >= questionCount) errors.push({ field: `body.recordings.${index}.questionIndex`, message: prompt.part === 'part2' ? 'A Part 2 answer has one recording (questionIndex 0).' : `This topic has ${questionCount} questions (0 to ${questionCount - 1}).` });
    const tooLong = recordingDurationProblem(prompt.part, recording.durationMs);
    if (tooLong) errors.push({ field: `body.recordings.${index}.durationMs`, message: tooLong });
  });
  const fileIds = body.recordings.map((recording) => recording.fileId);
  const owned = fileIds.length
    ? await db.select({ id: files.id }).from(files).where(and(inArray(files.id, fileIds), eq(files.uploadedBy, userId), eq(files.kind, 'audio'), inArray(files.mime, [...RECORDING_MIMES])))
    : [];
  body.recordings.forEach((recording, index) => {
    if (!owned.some((file) => file.id === recording.fileId)) errors.push({ field: `body.recordings.${index}.fileId`, message: `File ${recording.fileId} is not a recording you uploaded.` });
  });
  if (errors.length) throw badRequest('Some recordings cannot be saved with this answer.', errors);

  let replaced: number[] = [];
  const saved = await db.transaction(async (tx) => {
    const existing = await findDraft(tx as unknown as Database, userId, prompt.id);
    if (existing) replaced = (await tx.select({ file: speakingRecordings.file }).from(speakingRecordings).where(eq(speakingRecordings.submissionId, existing.id))).map((row) => row.file);
    const now = new Date();
    const [row] = existing
      ? await tx.update(practiceSubmissions).set({ notes: body.notes, revision: sql`${practiceSubmissions.revision} + 1`, updatedAt: now }).where(eq(practiceSubmissions.id, existing.id)).returning()
      : await tx.insert(practiceSubmissions).values({ userId, kind: 'speaking', speakingPromptId: prompt.id, notes: body.notes }).returning();
    await tx.delete(speakingRecordings).where(eq(speakingRecordings.submissionId, row!.id));
    if (body.recordings.length) await tx.insert(speakingRecordings).values(body.recordings.map((item) => ({ submissionId: row!.id, questionIndex: item.questionIndex, file: item.fileId, durationMs: item.durationMs })));
    return row!;
  });
  const removedFileKeys = await forgetUnusedRecordings(db, userId, replaced.filter((id) => !fileIds.includes(id)));
  return { submission: (await toSubmissions(db, secret, [saved]))[0]!, removedFileKeys };
}

/** `POST Speaking/SendResult`: a complete draft is sent for grading; sending it again changes nothing. */
export async function sendSpeaking(db: Database, { userId, secret }: Who, id: number): Promise<SpeakingSubmission> {
  const row = await ownSubmission(db, userId, id);
  if (row.status !== 'draft') return (await toSubmissions(db, secret, [row]))[0]!;
  const [prompt] = row.speakingPromptId ? await db.select().from(speakingPrompts).where(eq(speakingPrompts.id, row.speakingPromptId)).limit(1) : [];
  if (!prompt) throw badRequest('This answer’s prompt no longer exists; it cannot be sent.');
  const recorded = await db.select({ questionIndex: speakingRecordings.questionIndex }).from(speakingRecordings).where(eq(speakingRecordings.submissionId, row.id));
  const needed = prompt.part === 'part1' ? prompt.questions.map((_, index) => index) : [0];
  const missing = needed.filter((index) => !recorded.some((item) => item.questionIndex === index));
  if (missing.length) {
    throw badRequest(
      prompt.part === 'part1' ? `Record an answer to every question before sending (missing: ${missing.map((index) => index + 1).join(', ')}).` : 'Record your talk before sending.',
      missing.map((index) => ({ field: `recordings.${index}`, message: 'No recording.' })),
    );
  }
  const now = new Date();
  const [sent] = await db.update(practiceSubmissions).set({ status: 'submitted', submittedAt: now, updatedAt: now }).where(and(eq(practiceSubmissions.id, row.id), eq(practiceSubmissions.status, 'draft'))).returning();
  return (await toSubmissions(db, secret, [sent ?? (await ownSubmission(db, userId, id))]))[0]!;
}

/** Deletes the learner's own speaking answers among `ids` (another's are left alone) with their recordings; the number deleted and the stored names of the files to remove. */
export async function deleteSpeaking(db: Database, userId: number, ids: number[]): Promise<{ deleted: number; removedFileKeys: string[] }> {
  const used = await db
    .select({ file: speakingRecordings.file })
    .from(speakingRecordings)
    .innerJoin(practiceSubmissions, eq(practiceSubmissions.id, speakingRecordings.submissionId))
    .where(and(inArray(practiceSubmissions.id, ids), eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'speaking')));
  const deleted = await db
    .delete(practiceSubmissions)
    .where(and(inArray(practiceSubmissions.id, ids), eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'speaking')))
    .returning({ id: practiceSubmissions.id });
  return { deleted: deleted.length, removedFileKeys: await forgetUnusedRecordings(db, userId, used.map((row) => row.file)) };
}

/** `GET User/getResultSpeaking`: the learner's speaking answers, newest first; the band once released. */
export async function listSpeakingResults(db: Database, userId: number, { pageIndex, pageSize, status }: { pageIndex: number; pageSize: number; status?: SpeakingResultRow['status'] }): Promise<{ rows: SpeakingResultRow[]; totalCount: number }> {
  const where = and(eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'speaking'), status ? eq(practiceSubmissions.status, status) : undefined);
  const recordingCount = sql<number>`(select count(*)::int from ${speakingRecordings} where ${speakingRecordings.submissionId} = ${practiceSubmissions.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: practiceSubmissions.id,
        speakingId: practiceSubmissions.speakingPromptId,
        part: speakingPrompts.part,
        topic: speakingPrompts.topic,
        status: practiceSubmissions.status,
        recordingCount,
        band: practiceSubmissions.band,
        submittedAt: practiceSubmissions.submittedAt,
        createdAt: practiceSubmissions.createdAt,
      })
      .from(practiceSubmissions)
      .leftJoin(speakingPrompts, eq(speakingPrompts.id, practiceSubmissions.speakingPromptId))
      .where(where)
      .orderBy(desc(practiceSubmissions.createdAt), desc(practiceSubmissions.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ value: count() }).from(practiceSubmissions).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      topic: row.topic ?? '',
      recordingCount: Number(row.recordingCount),
      band: row.status === 'released' ? row.band : null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total?.value ?? 0,
  };
}

/** The stored file of a recording, to serve it behind a signed link. */
export async function recordingFile(db: Database, recordingId: number): Promise<{ key: string; mime: string } | undefined> {
  const [row] = await db.select({ key: files.key, mime: files.mime }).from(speakingRecordings).innerJoin(files, eq(files.id, speakingRecordings.file)).where(eq(speakingRecordings.id, recordingId)).limit(1);
  return row;
}

/** The files that are learners' speaking recordings (saved with an answer, or uploaded for one): private. */
export const privateRecordingSql = sql`(exists (select 1 from ${speakingRecordings} where ${speakingRecordings.file} = ${files.id}) or (${files.kind} = 'audio' and exists (select 1 from ${users} where ${users.id} = ${files.uploadedBy} and ${users.kind} = 'site')))`;

/**
 * Whether a stored file is private (never served by `/api/files/:key`): a speaking recording, or an
 * audio file a learner uploaded (a recording not yet saved with an answer: learners upload nothing else).
 */
export async function isPrivateFile(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(and(eq(files.key, key), privateRecordingSql)).limit(1);
  return row !== undefined;
}
