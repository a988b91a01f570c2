import type { HomeSummary } from '@lexam/contracts';
import { adminApi } from '@web/lib/store/api';

/** Home/getSummary from the start of the admin's own day (local midnight), not the server's. */
export const homeApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    homeSummary: build.query<HomeSummary, string>({
      query: (since) => ({ url: 'Home/getSummary', params: { since } }),
    }),
  }),
});

export const { useHomeSummaryQuery } = homeApi;

/** Local midnight of `now` as an ISO date-time with its offset, e.g. 2026-11-27T00:00:00+07:00. */
export function localMidnight(now = new Date()): string {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const offset = -midnight.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  const date = `${midnight.getFullYear()}-${pad(midnight.getMonth() + 1)}-${pad(midnight.getDate())}`;
  return `${date}T00:00:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
