export { createHttpClient, readLocalStorage, FALLBACK_ERROR } from './http-client';
export type { HttpClient, HttpClientOptions, HttpResult, HttpSuccess, HttpFailure, RequestOptions, ResponseType } from './http-client';
export { buildQueryString, buildUrl, isDroppedParam } from './params';
export type { QueryParams, QueryValue } from './params';
export { parsePagination, PAGINATION_HEADER } from './pagination';
export type { PaginationHeader } from './pagination';
export {
  createLearnerClient,
  createAdminClient,
  learnerClient,
  adminClient,
  LEARNER_TIMEOUT_MS,
  ADMIN_TIMEOUT_MS,
  LEARNER_TOKEN_KEY,
  ADMIN_TOKEN_KEY,
} from './clients';
export { createHttpBaseQuery } from './base-query';
export type { HttpQueryArgs, HttpQueryError, HttpQueryMeta } from './base-query';
export { problemTitle, problemFieldErrors, applyProblemToForm } from './problem';
