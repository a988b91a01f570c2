import type { PracticePrompt, PracticeRecording, SubmissionComment } from '@lexam/contracts';
import { asc, eq, tables, type Database } from '@lexam/db';
import { fileUrl } from '../files/store-upload';
import { signRecordingUrl } from './recording-url';
import type { WritingTask } from './bands';

const { writingPrompts, speakingPrompts, speakingRecordings, submissionComments, files, users } = tables;

export type SubmissionRow = typeof tables.practiceSubmissions.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
export { iso };

/** The prompt a submission answers, as both screens show it. */
export async function promptOf(db: Database, submission: SubmissionRow): Promise<PracticePrompt | null> {
  if (submission.kind === 'writing' && submission.writingPromptId) {
    const [row] = await db
      .select({ prompt: writingPrompts, imageKey: files.key })
      .from(writingPrompts)
      .leftJoin(files, eq(files.id, writingPrompts.image))
      .where(eq(writingPrompts.id, submission.writingPromptId))
      .limit(1);
    if (!row) return null;
    const { prompt } = row;
    return { id: prompt.id, section: prompt.task, title: prompt.title, instructionsHtml: prompt.instructionsHtml, imageUrl: row.imageKey ? fileUrl(row.imageKey) : null, questions: [], cueCardHtml: '', modelAnswerHtml: prompt.modelAnswerHtml };
  }
  if (submission.kind === 'speaking' && submission.speakingPromptId) {
    const [prompt] = await db.select().from(speakingPrompts).where(eq(speakingPrompts.id, submission.speakingPromptId)).limit(1);
    if (!prompt) return null;
    return { id: prompt.id, section: prompt.part, title: prompt.topic, instructionsHtml: '', imageUrl: null, questions: prompt.questions, cueCardHtml: prompt.cueCardHtml, modelAnswerHtml: prompt.modelAnswerHtml };
  }
  return null;
}

/** The writing task of a submission's prompt (null for speaking). */
export function taskOf(prompt: PracticePrompt | null): WritingTask | null {
  return prompt?.section === 'task1' || prompt?.section === 'task2' ? prompt.section : null;
}

/** The recordings of a speaking submission, each with a link signed for an hour. */
export async function recordingsOf(db: Database, submissionId: number, secret: string): Promise<PracticeRecording[]> {
  const rows = await db
    .select({ id: speakingRecordings.id, questionIndex: speakingRecordings.questionIndex, durationMs: speakingRecordings.durationMs, mime: files.mime })
    .from(speakingRecordings)
    .innerJoin(files, eq(files.id, speakingRecordings.file))
    .where(eq(speakingRecordings.submissionId, submissionId))
    .orderBy(asc(speakingRecordings.questionIndex));
  return rows.map((row) => ({ ...row, url: signRecordingUrl({ secret, recordingId: row.id }) }));
}

/** The comments of a submission, in the order they were made. */
export async function commentsOf(db: Database, submissionId: number): Promise<SubmissionComment[]> {
  const rows = await db
    .select({ comment: submissionComments, authorName: users.fullName })
    .from(submissionComments)
    .leftJoin(users, eq(users.id, submissionComments.authorId))
    .where(eq(submissionComments.submissionId, submissionId))
    .orderBy(asc(submissionComments.id));
  return rows.map(({ comment, authorName }) => ({
    id: comment.id,
    anchorStart: comment.anchorStart,
    anchorEnd: comment.anchorEnd,
    quote: comment.quote,
    recordingId: comment.recordingId,
    atMs: comment.atMs,
    criterion: comment.criterion,
    body: comment.body,
    authorName: authorName ?? null,
    createdAt: comment.createdAt.toISOString(),
  }));
}
