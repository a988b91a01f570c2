import type { LearnerTest, OnlineLesson, OnlineTestListItem, PaginationHeader } from '@lexam/contracts';
import { adminApi, learnerApi } from '@web/lib/store/api';
import { kindUrl, KIND_CALLS, type ExamKind, type ExamSkill } from './exam-kind';
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

// The exam screen's own calls (its attempt, start, save, submit) are in attempt-calls.ts, without the store.
const examApi = learnerApi.injectEndpoints({
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
    toeicParts: build.query<ToeicPartOption[], number>({
      query: (testId) => ({ url: 'OnlineToeicTest/getListPartByToeicReadingTest', params: { testId } }),
      transformResponse: (data: unknown) => readToeicParts(data),
    }),
  }),
});

export const { useToeicPartsQuery, useOnlineLessonsQuery, useOnlineTestsQuery } = examApi;

/** The admin's practice preview: the test exactly as a learner sees it (no key). */
const examAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    ieltsTestPreview: build.query<LearnerTest, number>({ query: (id) => `IeltsOnlineTest/${id}/preview`, keepUnusedDataFor: 0 }),
  }),
});

export const { useIeltsTestPreviewQuery } = examAdminApi;
