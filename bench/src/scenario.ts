// The load scenarios of `npm run bench`. A scenario is a plan for autocannon (closed loop: N
// connections each waiting for its answer; open loop: a fixed rate and count of requests), built
// against the run's data (learners, attempts, the admin), plus the real answers it captures so the
// runner can measure the baseline (the same JSON from memory through the same serializer). Adding
// one is adding an entry to `apiScenarios` and its budget in bench/budgets.json (`api.<budgetKey>`).
import type { PreparedData } from './data/prepare';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request of autocannon's `requests` list (see its README, "requests"). */
export interface LoadRequest {
  method: HttpMethod;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Builds the request just before it is sent; a falsy answer restarts the connection's list. */
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest | null | undefined;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

/** A connection of autocannon: what `setupClient` may change. */
export interface LoadClient {
  setRequests(requests: LoadRequest[]): void;
}

export interface LoadPlan {
  connections: number;
  /** Seconds of load (closed loop), or the time the open-loop count is expected to take. */
  duration: number;
  /** Open loop: exactly this many requests (then `duration` is only an upper bound). */
  amount?: number;
  /** Open loop: requests per second from all connections together. */
  overallRate?: number;
  /** A cap on the requests of a closed-loop run, so a very fast route cannot run away. */
  maxRequests: number;
  /** The requests each connection goes through in turn. */
  requests: LoadRequest[];
  /** Per connection: e.g. its own learner. */
  setupClient?: (client: LoadClient) => void;
  /** A short closed-loop warm-up first: only for requests that change nothing. */
  warmup: boolean;
}

/** A real answer, captured before the run, that the baseline serves from memory. */
export interface Capture {
  key: string;
  method: HttpMethod;
  /** The route as registered (no query), e.g. /api/learner/OnlineIeltsTest/getAttempt. */
  route: string;
  statusCode: number;
  body: unknown;
}

export interface ScenarioPlan {
  load: LoadPlan;
  captures: Capture[];
  /** After the run: answers that were 2xx but wrong (e.g. a submit without a score), and what to say. */
  verify?: () => { failures: number; note?: string };
}

export interface PlanContext {
  baseUrl: string;
  /** The run's data; absent against a running server (--url). */
  data?: PreparedData;
  /** --duration and --connections, when given. */
  duration?: number;
  connections?: number;
}

export interface Scenario {
  /** Shown in the tables and used as the key of the results. */
  name: string;
  /** What the numbers say about the product. */
  description: string;
  /** The route under load, for the tables. */
  method: HttpMethod;
  path: string;
  /** The entry of bench/budgets.json `api` that this scenario is held to. */
  budgetKey: string;
  /** A page of the web app: skipped when the server serves the API only, or when the page is missing (404). */
  isWebPage?: boolean;
  /** Needs the bench's own data (learners, 100,000 rows): skipped against a running server (--url). */
  needsData?: boolean;
  /** Only when asked for by name (--only). */
  isOptional?: boolean;
  /** The plan, or a reason to skip the scenario. */
  plan(context: PlanContext): Promise<ScenarioPlan | { skip: string }>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const jsonHeaders = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
