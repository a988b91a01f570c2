import type { ResultDetail, ResultSummary, TestSkill } from '@lexam/contracts';
import type { PaginationHeader } from '@web/lib/api/pagination';
import { learnerApi } from '@web/lib/store/api';
import { readEditionCounts, type EditionCount } from './edition-counts';
import { kindUrl, type ExamKind, type ExamSkill } from '@web/modules/exam-player/exam-kind';

export interface ResultsPage {
  rows: ResultSummary[];
  pagination: PaginationHeader | null;
}

/**
 * The learner's results of a kind (API.md `OnlineIeltsTest/getListResult`, `getDetailResult`, and the
 * same calls of `OnlineToeicTest` and `OnlineGrammarTest`). Endpoint names are prefixed `ieltsResult`
 * (their first kind) so they never clash with the exam screen's endpoints.
 */
export const examResultsApi = learnerApi.injectEndpoints({
  endpoints: (build) => ({
    ieltsResultList: build.query<ResultsPage, { kind?: ExamKind; pageIndex: number; pageSize: number; skill?: TestSkill | ExamSkill }>({
      query: ({ kind = 'ielts', pageIndex, pageSize, skill }) => ({ url: kindUrl(kind, 'getListResult'), params: { pageIndex, pageSize, ...(skill && skill !== 'grammar' ? { skill } : {}) } }),
      transformResponse: (rows: ResultSummary[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      keepUnusedDataFor: 0,
    }),
    ieltsResultDetail: build.query<ResultDetail, { kind?: ExamKind; resultId: number }>({
      query: ({ kind = 'ielts', resultId }) => ({ url: kindUrl(kind, 'getDetailResult'), params: { resultId } }),
    }),
    toeicEditionCounts: build.query<EditionCount[], void>({
      query: () => ({ url: 'OnlineToeicTest/getToeicSubCourseIndex' }),
      transformResponse: (data: unknown) => readEditionCounts(data),
    }),
  }),
});

export const { useIeltsResultListQuery, useIeltsResultDetailQuery, useToeicEditionCountsQuery } = examResultsApi;
