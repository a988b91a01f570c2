// The load scenarios of `npm run bench`, as data: adding one is adding an entry here and its budget
// in bench/budgets.json (under `api.<budgetKey>`). Durations are in seconds; `--duration` and
// `--connections` override them for a whole run.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Scenario {
  /** Shown in the tables and used as the key of the results. */
  name: string;
  /** What the numbers say about the product. */
  description: string;
  method: HttpMethod;
  /** Path and query on the target, e.g. /api/health. */
  path: string;
  /** A JSON body (sent with content-type application/json). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Concurrent connections: how many clients wait on an answer at any time. */
  connections: number;
  /** Seconds of measured load. */
  duration: number;
  /** A cap on the requests of the run, so a very fast route cannot run away. */
  maxRequests: number;
  /** The entry of bench/budgets.json `api` that this scenario is held to. */
  budgetKey: string;
  /** A page of the web app: skipped when the server serves the API only, or when the page is missing (404). */
  isWebPage?: boolean;
}

export const apiScenarios: Scenario[] = [
  {
    name: 'health',
    description: 'GET /api/health: Fastify routing, serialisation and one database ping; the ceiling of any route.',
    method: 'GET',
    path: '/api/health',
    connections: 20,
    duration: 10,
    maxRequests: 300_000,
    budgetKey: 'health',
  },
  {
    name: 'course-index',
    description: 'The learner course catalogue: a paginated, database-backed list with a count (x-pagination header).',
    method: 'GET',
    path: '/api/learner/Course/getCourseIndexs?pageIndex=1&pageSize=20',
    connections: 20,
    duration: 10,
    maxRequests: 200_000,
    budgetKey: 'courseIndex',
  },
  {
    name: 'learner-home',
    description: 'GET /page/home: the learner home page rendered by Next.js behind Fastify (HTML only, no assets).',
    method: 'GET',
    path: '/page/home',
    connections: 10,
    duration: 10,
    maxRequests: 50_000,
    budgetKey: 'learnerHome',
    isWebPage: true,
  },
];
