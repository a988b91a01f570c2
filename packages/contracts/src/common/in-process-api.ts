// The web app's server-side calls to the API, which runs in the same process (apps/api/src/web-host.ts
// sets the caller, apps/web/src/lib/api/in-process-api.ts uses it): in memory, through the same routes,
// authentication and validation as a browser's call. Only GET, only /api/learner.

/** The globalThis property that holds the caller. */
export const IN_PROCESS_API_GLOBAL = '__lexamInProcessApi';

export interface InProcessResponse {
  status: number;
  body: string;
  /** The response's headers (lower-case names), e.g. a list's `x-pagination`. */
  headers?: Readonly<Record<string, string | string[] | number | undefined>>;
}

/** GET `path` (from the API's root, e.g. `/api/learner/…`) with these headers. */
export type InProcessGet = (path: string, headers: Record<string, string>) => Promise<InProcessResponse>;
