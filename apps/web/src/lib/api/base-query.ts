import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { HttpClient, ResponseType } from './http-client';
import { parsePagination, type PaginationHeader } from './pagination';
import type { QueryParams } from './params';

/** What an RTK Query endpoint's `query` returns. */
export interface HttpQueryArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: QueryParams;
  /** JSON (any value) or a FormData for multipart uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  timeoutMs?: number;
}

/** The error RTK Query stores: the HTTP status (0 when no answer) and the server's body or text. */
export interface HttpQueryError {
  status: number;
  data: unknown;
}

/** Metadata every endpoint can read in `transformResponse`: headers and the parsed x-pagination. */
export interface HttpQueryMeta {
  status: number;
  headers?: Headers;
  pagination: PaginationHeader | null;
}

/** Wraps an HttpClient as an RTK Query baseQuery; the abort signal of RTK Query is passed through. */
export function createHttpBaseQuery(client: HttpClient): BaseQueryFn<HttpQueryArgs | string, unknown, HttpQueryError, object, HttpQueryMeta> {
  return async (args, api) => {
    const { url, method = 'GET', params, body, headers, responseType, timeoutMs } = typeof args === 'string' ? ({ url: args } as HttpQueryArgs) : args;
    const result = await client.request(method, url, { params, body, headers, responseType, timeoutMs, signal: api.signal });
    if (result.ok) {
      return { data: result.data, meta: { status: result.status, headers: result.headers, pagination: parsePagination(result.headers) } };
    }
    return { error: { status: result.status, data: result.error }, meta: { status: result.status, pagination: null } };
  };
}
