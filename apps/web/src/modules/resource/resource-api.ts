import type { PaginationHeader } from '@lexam/contracts';
import { adminApi } from '@web/lib/store/api';
import type { ResourceRequest } from './types';

const TAG = 'Resource' as const;

export interface ResourcePage {
  rows: unknown[];
  pagination: PaginationHeader | null;
}

interface KeyedRequest {
  /** The resource the answer belongs to: its tag. */
  key: string;
  request: ResourceRequest;
}

const toArgs = ({ request }: KeyedRequest) => ({ url: request.url, method: request.method, params: request.params, body: request.body });

/**
 * Three endpoints serve every resource: a page of a list (with its x-pagination header), one row,
 * and any change. A change invalidates the lists and rows of its resource (and of the resources it
 * names), so every screen showing them refetches.
 */
export const resourceApi = adminApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    resourceList: build.query<ResourcePage, KeyedRequest>({
      query: toArgs,
      transformResponse: (data: unknown, meta) => ({ rows: Array.isArray(data) ? data : [], pagination: meta?.pagination ?? null }),
      providesTags: (_result, _error, { key }) => [{ type: TAG, id: key }],
    }),
    resourceOne: build.query<unknown, KeyedRequest>({
      query: toArgs,
      providesTags: (_result, _error, { key }) => [{ type: TAG, id: key }],
    }),
    resourceSend: build.mutation<unknown, KeyedRequest & { invalidates?: string[] }>({
      query: toArgs,
      invalidatesTags: (_result, error, { key, invalidates = [] }) => (error ? [] : [key, ...invalidates].map((id) => ({ type: TAG, id }))),
    }),
  }),
});

export const { useResourceListQuery, useResourceOneQuery, useResourceSendMutation } = resourceApi;
