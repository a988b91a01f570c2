// Reliability run 3: every route of the OpenAPI document called with invalid input, with the token
// of its area (a super admin's for /api/admin, so authorization does not hide validation; a
// learner's for /api/learner) and without one. Counts the 5xx answers and the calls that changed data.
import type { Transport } from '../transport';
import { casesFor, type FuzzCase } from './cases';
import type { Operation } from './openapi';
import { snapshotChanges, type Snapshot } from './snapshot';

export interface FuzzOptions {
  transport: Transport;
  operations: Operation[];
  tokens: { learner: string; admin: string };
  /** The data as it is now (database and uploads). */
  snapshot(): Promise<Snapshot>;
  /** `call`: a snapshot after every call (full run); `route`: after each route's calls (small run). */
  snapshotEvery: 'call' | 'route';
  /** A few cases per route instead of all. */
  small?: boolean;
  log?: (line: string) => void;
}

export interface FuzzFinding {
  route: string;
  case: string;
  auth: 'token' | 'none';
  status: number;
  detail: string;
}

export interface FuzzCounts {
  routes: number;
  calls: number;
  /** Answers with a 5xx status, or no answer at all (must be 0). */
  serverErrors: number;
  /** Calls (or, with snapshotEvery `route`, routes) after which the data differed (must be 0). */
  dataChanges: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  findings: FuzzFinding[];
}

export async function runFuzz({ transport, operations, tokens, snapshot, snapshotEvery, small = false, log = () => {} }: FuzzOptions): Promise<FuzzCounts> {
  const counts: FuzzCounts = { routes: 0, calls: 0, serverErrors: 0, dataChanges: 0, statuses: {}, findings: [] };
  let before = await snapshot();
  const check = async (route: string, label: string, auth: FuzzFinding['auth'], status: number) => {
    const after = await snapshot();
    const changes = snapshotChanges(before, after);
    before = after;
    if (changes.length === 0) return;
    counts.dataChanges += 1;
    counts.findings.push({ route, case: label, auth, status, detail: `data changed: ${changes.join('; ')}` });
  };
  for (const operation of operations) {
    const route = `${operation.method} ${operation.path}`;
    const token = operation.area === 'learner' ? tokens.learner : operation.area === 'admin' ? tokens.admin : undefined;
    counts.routes += 1;
    let lastStatus = 0;
    for (const fuzzCase of casesFor(operation, { small })) {
      for (const auth of ['token', 'none'] as const) {
        if (auth === 'token' && !token) continue;
        const { status, body } = await send(transport, fuzzCase, auth === 'token' ? token : undefined);
        lastStatus = status;
        counts.calls += 1;
        counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
        if (status === 0 || status >= 500) {
          counts.serverErrors += 1;
          counts.findings.push({ route, case: fuzzCase.name, auth, status, detail: body.slice(0, 300) });
        }
        if (snapshotEvery === 'call') await check(route, fuzzCase.name, auth, status);
      }
    }
    if (snapshotEvery === 'route') await check(route, '(one of its cases)', 'token', lastStatus);
    if (counts.routes % 25 === 0) log(`fuzz: ${counts.routes}/${operations.length} routes, ${counts.calls} calls, ${counts.serverErrors} 5xx, ${counts.dataChanges} data changes`);
  }
  return counts;
}

/** Sends one case; status 0 when no answer came (the body then says why). */
async function send(transport: Transport, fuzzCase: FuzzCase, token: string | undefined): Promise<{ status: number; body: string }> {
  const headers = { ...fuzzCase.request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  try {
    return await transport({ ...fuzzCase.request, headers });
  } catch (error) {
    return { status: 0, body: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The run's one-line summary. */
export const formatFuzz = (counts: FuzzCounts) =>
  `fuzz: ${counts.routes} routes, ${counts.calls} calls, ${counts.serverErrors} 5xx, ${counts.dataChanges} changed data (${Object.entries(counts.statuses).map(([status, n]) => `${status}×${n}`).join(', ')})`;
