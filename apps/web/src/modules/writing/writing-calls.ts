import type { WritingDraft } from '@lexam/contracts';
import type { HttpResult } from '@web/lib/api';
import { learnerClient } from '@web/lib/api/clients';

/** What a queued change of the writing screen holds: the whole text, and the timer chosen before starting. */
export interface DraftChange {
  answerText: string;
  timeLimitMinutes: 20 | 40 | null;
}

/** The localStorage key of a prompt's save queue (kept until the server has every change). */
export const writingQueueKey = (writingId: number) => `lexam.writing.queue.${writingId}`;

/** `GET Writing/getDraft`: the learner's open draft of a prompt, or null. */
export const fetchDraft = (writingId: number) => learnerClient.get<WritingDraft | null>('Writing/getDraft', { params: { writingId } });

/** `POST Writing/saveDraft`: the whole text at a revision (the queue's sequence number). */
export const postDraft = (writingId: number, revision: number, change: DraftChange) =>
  learnerClient.post<{ id: number; revision: number; ignored: boolean }>('Writing/saveDraft', { writingId, revision, answerText: change.answerText, timeLimitMinutes: change.timeLimitMinutes }, { timeoutMs: 20_000 });

/** `POST Writing/sendAnswer`: submits the draft with its final text. */
export const postSend = (writingId: number, revision: number, answerText: string): Promise<HttpResult<WritingDraft>> =>
  learnerClient.post<WritingDraft>('Writing/sendAnswer', revision > 0 ? { writingId, revision, answerText } : { writingId });

export function titleOf(result: { error?: unknown }): string | undefined {
  const title = (result.error as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : undefined;
}
