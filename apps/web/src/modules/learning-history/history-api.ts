import type { ActivityKind, ActivityRow, PaginationHeader } from '@lexam/contracts';
import { adminApi } from '@web/lib/store/api';

/** The filters of the learning history screen, as Home/GetHistoryLearningOfStudent takes them. */
export interface HistoryFilters {
  /** `yyyy-MM-dd`, both days included. */
  startDate?: string;
  endDate?: string;
  classId?: number;
  userId?: number;
  activity?: ActivityKind;
  skill?: string;
  searchByName?: string;
}

export interface HistoryPage {
  rows: ActivityRow[];
  pagination: PaginationHeader | null;
}

/** Only the filters that are set, as query parameters. */
export function historyParams(filters: HistoryFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export const historyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    learningHistory: build.query<HistoryPage, HistoryFilters & { pageIndex: number; pageSize: number }>({
      query: (args) => ({ url: 'Home/GetHistoryLearningOfStudent', params: historyParams(args) }),
      transformResponse: (data: unknown, meta) => ({ rows: Array.isArray(data) ? (data as ActivityRow[]) : [], pagination: meta?.pagination ?? null }),
    }),
    historyClasses: build.query<{ id: number; name: string }[], void>({
      query: () => ({ url: 'Class', params: { pageSize: 500, sort: 'name' } }),
    }),
  }),
});

export const { useLearningHistoryQuery, useHistoryClassesQuery } = historyApi;
