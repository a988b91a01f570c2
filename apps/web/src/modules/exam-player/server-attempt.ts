import { headers } from 'next/headers';
import { AttemptStateSchema, type AttemptState } from '@lexam/contracts';
import { learnerGetOnServer } from '@web/lib/api/in-process-api';
import { serverLearnerToken } from '@web/lib/auth/server-session';
import { kindOf, kindUrl, type ExamKind, type ExamSkill } from './exam-kind';

/** `?attemptId=` as a positive whole number, else null. */
export function attemptIdParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The attempt an exam screen opens, read on the server for its first HTML: only for a signed-in
 * learner (the token's cookie mirror), from the API itself (so only the learner's own attempt), of
 * this screen's kind and skill, and not yet submitted. Null in every other case, and the screen then
 * loads the attempt in the browser as before; null too for a client-side navigation's request (the
 * router's `rsc` header), where the screen does not use it (attempt-view.tsx).
 */
export async function serverAttempt({ kind, skill, attemptId }: { kind: ExamKind; skill: ExamSkill; attemptId: number | null }): Promise<AttemptState | null> {
  if (attemptId === null || (await headers()).get('rsc') === '1') return null;
  const token = await serverLearnerToken();
  if (!token) return null;
  const body = await learnerGetOnServer<unknown>(`/api/learner/${kindUrl(kind, 'getAttempt')}?attemptId=${attemptId}`, token);
  const parsed = AttemptStateSchema.safeParse(body);
  if (!parsed.success) return null;
  const state = parsed.data;
  const fits = state.attempt.id === attemptId && !state.attempt.submittedAt && state.test.skill === skill && kindOf(state.test) === kind;
  return fits ? state : null;
}
