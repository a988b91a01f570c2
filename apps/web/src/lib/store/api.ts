import { createApi } from '@reduxjs/toolkit/query/react';
import { adminClient, learnerClient } from '@web/lib/api/clients';
import { createHttpBaseQuery } from '@web/lib/api/base-query';

/**
 * The two RTK Query api slices, one per backend. They start empty: each feature adds its
 * endpoints with `learnerApi.injectEndpoints({ endpoints: (build) => ({ … }) })` in its own module,
 * and tag types with `enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const learnerApi = createApi({
  reducerPath: 'learnerApi',
  baseQuery: createHttpBaseQuery(learnerClient),
  // The test lists' tag, here rather than in exam-api.ts: the store marks them out of date when the
  // exam screen, which does without the store, starts or submits an attempt (attempt-changes.ts).
  tagTypes: ['OnlineTest'],
  endpoints: () => ({}),
});

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: createHttpBaseQuery(adminClient),
  endpoints: () => ({}),
});
