import type { CourseIndex, PaginationHeader } from '@lexam/contracts';
import { learnerResponseOnServer } from '@web/lib/api/in-process-api';
import { parsePagination } from '@web/lib/api/pagination';
import { serverLearnerToken } from '@web/lib/auth/server-session';
import { requestLanguage } from '@web/lib/i18n/request-language';
import { CATALOGUE_PAGE_SIZE, parseCourseIndexList } from './course-index-list';

export interface ServerCatalogue {
  items: CourseIndex[];
  pagination: PaginationHeader | null;
}

/**
 * The catalogue's first page read on the server for the learner home's HTML: only for a signed-in
 * learner (the token's cookie mirror), from the API itself with that token (the same call, checks
 * and answer as the browser's). Null in every other case (no cookie, no API in this process, an
 * error, an answer that is not a course list), and the home then loads it in the browser as before.
 */
export async function serverCatalogue(): Promise<ServerCatalogue | null> {
  const token = await serverLearnerToken();
  if (!token) return null;
  // The course names and descriptions in the page's language (the API falls back to English).
  const language = await requestLanguage();
  const response = await learnerResponseOnServer<unknown>(`/api/learner/Course/getCourseIndexs?pageIndex=1&pageSize=${CATALOGUE_PAGE_SIZE}&lang=${language}`, token);
  const items = response ? parseCourseIndexList(response.data) : null;
  return response && items ? { items, pagination: parsePagination(response.headers) } : null;
}
