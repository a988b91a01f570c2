import type {
  AttemptState, LearnerTest, OnlineLesson, OnlineTestListItem, SaveAnswersResult, StartAttemptBody,
} from '@lexam/contracts';
import type { PaginationHeader } from '@lexam/contracts';
import type { HttpResult } from '@web/lib/api';
import { learnerClient } from '@web/lib/api/clients';
import { readLocalStorage } from '@web/lib/api/http-client';
import { LEARNER_TOKEN_KEY } from '@web/lib/api/storage-keys';
import { adminApi, learnerApi } from '@web/lib/store/api';
import { earlyAttemptUrl, takeEarlyAttempt } from './early-attempt';
import { kindUrl, KIND_CALLS, type ExamKind, type ExamSkill } from './exam-kind';
import type { QueuedStep } from './save-queue';
import { readToeicParts, type ToeicPartOption } from './toeic-parts';

/** A page of rows with the x-pagination header. */
export interface Paged<T> {
  rows: T[];
  pagination: PaginationHeader | null;
}

function rowsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const inner = (data as { data?: unknown } | null)?.data;
  return Array.isArray(inner) ? (inner as T[]) : [];
}

/** The online-test list's query: the spec's filter (page from 0 on screen, from 1 on the server). */
export interface OnlineTestListArgs {
  kind: ExamKind;
  skill: ExamSkill;
  /** TOEIC only: the edition chosen on the page (`ets` … `ets2023`). */
  edition?: string;
  lessonId: number;
  testId: number;
  searchByName: string;
  pageIndex: number;
  pageSize: number;
}

const examApi = learnerApi.enhanceEndpoints({ addTagTypes: ['OnlineTest', 'Attempt'] }).injectEndpoints({
  endpoints: (build) => ({
    onlineLessons: build.query<OnlineLesson[], { kind: ExamKind; skill: ExamSkill }>({
      query: ({ kind, skill }) => ({ url: KIND_CALLS[kind].lessons ?? 'TestIndex/getListLessonTest', params: { ...(kind === 'grammar' ? {} : { skill }), pageIndex: 1, pageSize: 100 } }),
      transformResponse: (data: unknown) => rowsOf<OnlineLesson>(data),
    }),
    onlineTests: build.query<Paged<OnlineTestListItem>, OnlineTestListArgs>({
      query: ({ kind, skill, edition, lessonId, testId, searchByName, pageIndex, pageSize }) => ({
        url: kindUrl(kind, KIND_CALLS[kind].list),
        params: { ...(kind === 'grammar' ? {} : { skill }), edition, lessonId, testId, searchByName: searchByName.trim() || undefined, pageIndex: pageIndex + 1, pageSize },
      }),
      transformResponse: (data: unknown, meta) => ({ rows: rowsOf<OnlineTestListItem>(data), pagination: meta?.pagination ?? null }),
      providesTags: ['OnlineTest'],
    }),
    startAttempt: build.mutation<AttemptState | { attempt: { id: number } }, StartAttemptBody & { kind: ExamKind }>({
      query: ({ kind, ...body }) => ({ url: kindUrl(kind, KIND_CALLS[kind].start), method: 'POST', body }),
      invalidatesTags: ['OnlineTest'],
    }),
    attempt: build.query<AttemptState & { receivedAt: number }, { kind: ExamKind; attemptId: number }>({
      queryFn: async ({ kind, attemptId }, _api, _extra, baseQuery) => {
        const call = kindUrl(kind, 'getAttempt');
        // The answer the page's inline script fetched while the code loaded (early-attempt.ts), once.
        const early = await takeEarlyAttempt(earlyAttemptUrl(learnerClient.baseUrl, call, attemptId), readLocalStorage(LEARNER_TOKEN_KEY));
        if (early) return { data: { ...early.data, receivedAt: early.receivedAt } };
        const result = await baseQuery({ url: call, params: { attemptId } });
        if (result.error) return { error: result.error };
        // When the answer arrived, to correct the device clock with `serverNow`.
        return { data: { ...(result.data as AttemptState), receivedAt: Date.now() } };
      },
      keepUnusedDataFor: 0,
      providesTags: ['Attempt'],
    }),
    toeicParts: build.query<ToeicPartOption[], number>({
      query: (testId) => ({ url: 'OnlineToeicTest/getListPartByToeicReadingTest', params: { testId } }),
      transformResponse: (data: unknown) => readToeicParts(data),
    }),
    submitAttempt: build.mutation<unknown, { kind: ExamKind; attemptId: number }>({
      query: ({ kind, attemptId }) => ({ url: kindUrl(kind, KIND_CALLS[kind].submit), method: 'POST', body: { attemptId } }),
      invalidatesTags: ['OnlineTest'],
    }),
  }),
});

export const { useToeicPartsQuery, useOnlineLessonsQuery, useOnlineTestsQuery, useStartAttemptMutation, useAttemptQuery, useSubmitAttemptMutation } = examApi;

/** The id of the attempt a start call made (the answer is the attempt's state or at least its summary). */
export function attemptIdOf(started: unknown): number | null {
  const value = started as { attempt?: { id?: unknown }; id?: unknown } | null;
  const id = value?.attempt?.id ?? value?.id;
  return typeof id === 'number' ? id : null;
}

/** `POST {Controller}/saveAnswers`, outside RTK Query: the save queue drives it and reads every status. */
export function postAnswers({ kind = 'ielts', attemptId, steps }: { kind?: ExamKind; attemptId: number; steps: QueuedStep[] }): Promise<HttpResult<SaveAnswersResult>> {
  return learnerClient.post<SaveAnswersResult>(kindUrl(kind, 'saveAnswers'), { attemptId, steps }, { timeoutMs: 20_000 });
}

/** The admin's practice preview: the test exactly as a learner sees it (no key). */
const examAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    ieltsTestPreview: build.query<LearnerTest, number>({ query: (id) => `IeltsOnlineTest/${id}/preview`, keepUnusedDataFor: 0 }),
  }),
});

export const { useIeltsTestPreviewQuery } = examAdminApi;
