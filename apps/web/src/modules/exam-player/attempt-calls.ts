import type { AttemptClock, AttemptState, SaveAnswersResult, StartAttemptBody } from '@lexam/contracts';
import type { HttpResult } from '@web/lib/api';
import { learnerClient } from '@web/lib/api/clients';
import { readLocalStorage } from '@web/lib/api/http-client';
import { LEARNER_TOKEN_KEY } from '@web/lib/api/storage-keys';
import { announceAttemptsChanged } from '@web/lib/store/attempt-changes';
import { earlyAttemptUrl, takeEarlyAttempt } from './early-attempt';
import { kindUrl, KIND_CALLS, type ExamKind } from './exam-kind';
import type { QueuedStep } from './save-queue';

// The exam screen's calls, made with the learner client alone: the screen (the (exam) area) loads no
// Redux Toolkit, RTK Query or redux-persist, about 80 KB of script it would otherwise wait for with
// the clock running. The lists and dialogs that do use the store keep their endpoints (exam-api.ts);
// a start or a submit here tells that store, where one was made, that its lists are out of date.

/** An attempt as the screen holds it, with when its answer arrived (to correct the device's clock with `serverNow`). */
export type ReceivedAttempt = AttemptState & { receivedAt: number };

/** The id of the attempt a start call made (the answer is the attempt's state or at least its summary). */
export function attemptIdOf(started: unknown): number | null {
  const value = started as { attempt?: { id?: unknown }; id?: unknown } | null;
  const id = value?.attempt?.id ?? value?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * `GET {Controller}/getAttempt`: the answer the page's inline script fetched while the code loaded
 * (early-attempt.ts), once, else the server's.
 */
export async function fetchAttempt({ kind, attemptId, signal }: { kind: ExamKind; attemptId: number; signal?: AbortSignal }): Promise<HttpResult<ReceivedAttempt>> {
  const call = kindUrl(kind, 'getAttempt');
  const early = await takeEarlyAttempt(earlyAttemptUrl(learnerClient.baseUrl, call, attemptId), readLocalStorage(LEARNER_TOKEN_KEY));
  if (early) return { ok: true, status: 200, headers: new Headers(), data: { ...early.data, receivedAt: early.receivedAt } };
  const result = await learnerClient.get<AttemptState>(call, { params: { attemptId }, signal });
  return result.ok ? { ...result, data: { ...result.data, receivedAt: Date.now() } } : result;
}

/** `POST {Controller}/start…`: a new attempt (or the one in progress). */
export async function startAttempt({ kind, ...body }: StartAttemptBody & { kind: ExamKind }): Promise<HttpResult<unknown>> {
  const result = await learnerClient.post<unknown>(kindUrl(kind, KIND_CALLS[kind].start), body);
  if (result.ok) announceAttemptsChanged();
  return result;
}

/** `POST {Controller}/submit…`: scores and closes the attempt (a second submit answers 409). */
export async function submitAttempt({ kind, attemptId }: { kind: ExamKind; attemptId: number }): Promise<HttpResult<unknown>> {
  const result = await learnerClient.post<unknown>(kindUrl(kind, KIND_CALLS[kind].submit), { attemptId });
  if (result.ok || result.status === 409) announceAttemptsChanged();
  return result;
}

/** `POST {Controller}/saveAnswers`: the save queue drives it and reads every status. */
export function postAnswers({ kind = 'ielts', attemptId, steps }: { kind?: ExamKind; attemptId: number; steps: QueuedStep[] }): Promise<HttpResult<SaveAnswersResult>> {
  return learnerClient.post<SaveAnswersResult>(kindUrl(kind, 'saveAnswers'), { attemptId, steps }, { timeoutMs: 20_000 });
}

/**
 * `POST OnlineToeicTest/startAttemptClock`: the first play starts a listening clock on the server
 * (later calls leave it as it is); answers the attempt with its deadline and the server's clock.
 */
export async function startAttemptClock({ kind, attemptId }: { kind: ExamKind; attemptId: number }): Promise<HttpResult<AttemptClock & { receivedAt: number }>> {
  const result = await learnerClient.post<AttemptClock>(kindUrl(kind, 'startAttemptClock'), { attemptId });
  return result.ok ? { ...result, data: { ...result.data, receivedAt: Date.now() } } : result;
}
