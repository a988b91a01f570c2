// The admin lists at 100,000 rows: users (`User/getAllUser`) and results
// (`Home/GetHistoryLearningOfStudent`), with the queries an admin makes in turn: searches, sorts,
// first and deep pages, date ranges. Every connection goes through the whole rotation.
import { BULK_ROWS } from '../data/bulk';
import { bearer, type PlanContext, type Scenario, type ScenarioPlan } from '../scenario';
import { callJson } from './http';

export const USERS_ROUTE = '/api/admin/User/getAllUser';
export const RESULTS_ROUTE = '/api/admin/Home/GetHistoryLearningOfStudent';

const PAGE_SIZE = 20;
const USER_SEARCHES = ['Nguyen', 'anna', 'bench-user-4242', 'Minh Tran', 'no-such-person'];
const USER_SORTS = ['-createdAt', 'fullName', '-fullName', 'email', 'id'];
const RESULT_SEARCHES = ['Nguyen', 'linh', 'bench-user-777', 'Emma Le'];
const RESULT_SORTS = ['-submittedAt', 'userName', '-rawScore', 'rawScore', 'submittedAt'];

export interface AdminQueryOptions {
  /** How many queries in the rotation. */
  count: number;
  /** Rows behind the list, for the deep pages. */
  rows: number;
  /** Add date ranges (the results list). */
  withDates?: boolean;
  /** "Now", for the date ranges (YYYY-MM-DD is what the admin's date picker sends). */
  now?: Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The query strings an admin sends in turn: a third plain browsing (first, next, middle, deep and
 * last pages, the sorts in turn), the rest searching (pages 1 and 2, the sorts in turn), and, for results,
 * every other query limited to the last 30 or 365 days.
 */
export function adminQueries(kind: 'users' | 'results', { count, rows, withDates = false, now = new Date() }: AdminQueryOptions): string[] {
  const searches = kind === 'users' ? USER_SEARCHES : RESULT_SEARCHES;
  const sorts = kind === 'users' ? USER_SORTS : RESULT_SORTS;
  const lastPage = Math.max(1, Math.ceil(rows / PAGE_SIZE));
  const browsePages = [1, 2, Math.ceil(lastPage / 2), Math.ceil(lastPage * 0.9), lastPage];
  const queries: string[] = [];
  for (let index = 0; index < count; index++) {
    // The results rotation reads the tests' results (`activity=test`): the index-driven path built for
    // 100,000 attempts. Every kind together is a union of small tables beside it, not measured here.
    const params = new URLSearchParams(kind === 'results' ? { activity: 'test', pageSize: String(PAGE_SIZE) } : { pageSize: String(PAGE_SIZE) });
    if (index % 3 === 0) {
      // Browsing: every page under one sort, then again under the next sorts.
      const k = index / 3;
      params.set('pageIndex', String(browsePages[k % browsePages.length]!));
      params.set('sort', sorts[(k + Math.floor(k / browsePages.length)) % sorts.length]!);
    } else {
      // Searching: each term under a sort, then the next sort and page 2, and so on.
      const j = index - Math.floor(index / 3) - 1;
      const round = Math.floor(j / searches.length);
      params.set('pageIndex', String(round % 2 === 0 ? 1 : 2));
      params.set('searchByName', searches[j % searches.length]!);
      params.set('sort', sorts[(j + round) % sorts.length]!);
    }
    if (withDates && index % 2 === 1) {
      const days = index % 4 === 1 ? 30 : 365;
      params.set('startDate', day(new Date(now.getTime() - days * 86_400_000)));
      params.set('endDate', day(now));
    }
    queries.push(`?${params.toString()}`);
  }
  return queries;
}

function adminList(kind: 'users' | 'results'): Scenario {
  const route = kind === 'users' ? USERS_ROUTE : RESULTS_ROUTE;
  return {
    name: kind === 'users' ? 'admin-users' : 'admin-results',
    description: kind === 'users'
      ? `The admin's list of site users at ${BULK_ROWS.toLocaleString('en')} rows: searches, sorts, first and deep pages in turn (closed loop).`
      : `The admin's history of submitted results (attempts with learner and test) at ${BULK_ROWS.toLocaleString('en')} rows: searches, sorts, date ranges, pages (closed loop).`,
    method: 'GET',
    path: `${route}?…`,
    budgetKey: kind === 'users' ? 'adminUsers' : 'adminResults',
    needsData: true,
    async plan({ baseUrl, data, duration, connections }: PlanContext): Promise<ScenarioPlan | { skip: string }> {
      if (!data) return { skip: 'needs the 100,000 rows the bench writes into a database it prepares (not with --url)' };
      const headers = bearer(data.adminToken);
      const queries = adminQueries(kind, { count: 30, rows: BULK_ROWS, withDates: kind === 'results' });
      const first = await callJson(baseUrl, 'GET', `${route}${queries[0]}`, { headers });
      if (first.status === 404 && kind === 'results') return { skip: `GET ${route} answers 404 (the route is not there yet)` };
      // Every query once before the load (a warm-up too), timed alone: the slowest are named in the
      // notes, and one that fails is named too (under load it counts as an error).
      const failing: string[] = [];
      const timings: Array<{ query: string; ms: number }> = [];
      for (const [index, query] of queries.entries()) {
        const sent = performance.now();
        const answer = index === 0 ? first : await callJson(baseUrl, 'GET', `${route}${query}`, { headers });
        if (index > 0) timings.push({ query, ms: performance.now() - sent });
        if (answer.status !== 200) failing.push(`${query} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
      const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 3).map(({ query, ms }) => `${query} ${Math.round(ms)} ms`);
      const notes = [`slowest alone: ${slowest.join(', ')}`, ...(failing.length ? [`${failing.length} of ${queries.length} queries failed before the load: ${failing.join('; ')}`] : [])];
      return {
        load: {
          connections: connections ?? 10,
          duration: duration ?? 10,
          maxRequests: 100_000,
          warmup: true,
          requests: queries.map((query) => ({ method: 'GET', path: `${route}${query}`, headers })),
        },
        captures: first.status === 200 ? [{ key: kind === 'users' ? 'admin-users' : 'admin-results', method: 'GET', route, statusCode: 200, body: first.body }] : [],
        verify: () => ({ failures: 0, note: notes.join('; ') }),
      };
    },
  };
}

export const adminUsers = adminList('users');
export const adminResults = adminList('results');
