import type { ResultDetail, ResultSummary, TestSkill } from '@lexam/contracts';
import type { PaginationHeader } from '@web/lib/api/pagination';
import { learnerApi } from '@web/lib/store/api';

export interface ResultsPage {
  rows: ResultSummary[];
  pagination: PaginationHeader | null;
}

/**
 * The learner's IELTS results (API.md `OnlineIeltsTest/getListResult`, `getDetailResult`). Endpoint
 * names are prefixed `ieltsResult` so they never clash with the exam screen's endpoints.
 */
export const examResultsApi = learnerApi.injectEndpoints({
  endpoints: (build) => ({
    ieltsResultList: build.query<ResultsPage, { pageIndex: number; pageSize: number; skill?: TestSkill }>({
      query: ({ pageIndex, pageSize, skill }) => ({ url: 'OnlineIeltsTest/getListResult', params: { pageIndex, pageSize, ...(skill ? { skill } : {}) } }),
      transformResponse: (rows: ResultSummary[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      keepUnusedDataFor: 0,
    }),
    ieltsResultDetail: build.query<ResultDetail, number>({
      query: (resultId) => ({ url: 'OnlineIeltsTest/getDetailResult', params: { resultId } }),
    }),
  }),
});

export const { useIeltsResultListQuery, useIeltsResultDetailQuery } = examResultsApi;
