import { IN_PROCESS_API_GLOBAL, type InProcessGet } from '@lexam/contracts';

// The web server's own calls to the API, for what a page renders on the server (the exam screen of a
// signed-in learner). The API and the web app run in one process (apps/api/src/web-host.ts): the API
// leaves a caller on globalThis that hands the request to Fastify in memory (its `inject`), through
// the same routes, authentication and validation as a browser's call. A web app served on its own
// (no API in the process) has no caller: its pages render in the browser as before.

function caller(): InProcessGet | null {
  const value = (globalThis as Record<string, unknown>)[IN_PROCESS_API_GLOBAL];
  return typeof value === 'function' ? (value as InProcessGet) : null;
}

export interface ServerResponse<T> {
  data: T;
  /** Its headers as strings (lower-case names), e.g. a list's `x-pagination`. */
  headers: Record<string, string>;
}

/**
 * A learner call made on the server with the learner's token: the parsed JSON of a 200 and the
 * response's headers, or null for anything else (no API in this process, any other status, a body
 * that is not JSON, a failure).
 */
export async function learnerResponseOnServer<T>(path: string, token: string): Promise<ServerResponse<T> | null> {
  const get = caller();
  if (!get) return null;
  try {
    const response = await get(path, { authorization: `Bearer ${token}`, accept: 'application/json' });
    if (response.status !== 200) return null;
    const headers = Object.fromEntries(Object.entries(response.headers ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]])));
    return { data: JSON.parse(response.body) as T, headers };
  } catch {
    return null;
  }
}

/** learnerResponseOnServer's JSON alone. */
export async function learnerGetOnServer<T>(path: string, token: string): Promise<T | null> {
  return (await learnerResponseOnServer<T>(path, token))?.data ?? null;
}
