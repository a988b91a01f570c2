// One way to send a request, whether the API runs in this process (app.inject, for the small runs
// of `npm test`) or in the real server process over HTTP (the full runs): the runs are written once.
import http from 'node:http';

export interface RelRequest {
  method: string;
  /** Path and query, sent as given: `..` and `%2F` are not normalised away, so path traversal reaches the server. */
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RelResponse {
  status: number;
  body: string;
}

export type Transport = (request: RelRequest) => Promise<RelResponse>;

/** The part of Fastify's `app.inject` the runs use (structural, so bench/src imports nothing of apps/*). */
export interface Injectable {
  inject(options: { method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer }): PromiseLike<{ statusCode: number; body: string }>;
}

/** Requests into an app in this process. */
export function injectTransport(app: Injectable): Transport {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({ method: method as 'GET', url, headers, payload: body });
    return { status: response.statusCode, body: response.body };
  };
}

/** Node's default limit on a request's head (request line and headers): `http.maxHeaderSize`. */
const NODE_MAX_HEAD_BYTES = http.maxHeaderSize;

/**
 * Requests over HTTP to a server on loopback, through node:http rather than fetch: fetch resolves
 * `../` in a URL before sending it, which would hide the path-traversal cases from the server.
 */
export function httpTransport(baseUrl: string, { timeoutMs = 30_000 }: { timeoutMs?: number } = {}): Transport {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return ({ method, url, headers = {}, body }) =>
    new Promise<RelResponse>((resolve, reject) => {
      const request = http.request(
        { host: base.hostname, port: base.port, method, path: url, agent, timeout: timeoutMs, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Node's HTTP server answers a request head over its limit (16 KiB) with 431 and closes the
        // socket at once; a client still writing the head may see the reset before it reads the 431.
        if (url.length > NODE_MAX_HEAD_BYTES && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          resolve({ status: 431, body: `the server closed the connection on a request head over ${NODE_MAX_HEAD_BYTES} bytes (${error.code})` });
        } else reject(error);
      });
      request.end(body);
    });
}

/** A JSON request with an optional bearer token; resolves to the status and the parsed body (undefined when not JSON). */
export async function sendJson<T>(transport: Transport, { method, url, token, body }: { method: string; url: string; token?: string; body?: unknown }): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await transport({ method, url, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as T };
}
