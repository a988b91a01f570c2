import type { ProgressSummary } from '@lexam/contracts';
import type { PaginationHeader } from '@web/lib/api/pagination';
import { learnerApi } from '@web/lib/store/api';
import type { ActivityRow, ResultKind, ResultSkill } from './activity-types';

export interface ActivityPage {
  rows: ActivityRow[];
  pagination: PaginationHeader | null;
}

export interface ActivityFilters {
  activity?: ResultKind;
  skill?: ResultSkill;
  /** YYYY-MM-DD */
  startDate?: string;
  endDate?: string;
}

/** The learner's own progress: `Progress/getSummary` and `Progress/getActivity` (docs/progress.md). */
export const progressApi = learnerApi.injectEndpoints({
  endpoints: (build) => ({
    progressSummary: build.query<ProgressSummary, void>({
      query: () => ({ url: 'Progress/getSummary' }),
      keepUnusedDataFor: 0,
    }),
    progressActivity: build.query<ActivityPage, ActivityFilters & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: 'Progress/getActivity', params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) }),
      transformResponse: (rows: ActivityRow[], meta) => ({ rows, pagination: meta?.pagination ?? null }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProgressSummaryQuery, useProgressActivityQuery } = progressApi;
