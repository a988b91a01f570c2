// Single requests of the bench outside the load (captures, probes), loopback only like the load.
import type { HttpMethod } from '../scenario';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** One call with a JSON answer (or none); throws on no answer within 60 s. */
export async function callJson(baseUrl: string, method: HttpMethod, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {}): Promise<JsonAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: response.status, body: parsed };
}

/** A call that must answer the expected status; its JSON body. */
export async function expectJson<T>(baseUrl: string, method: HttpMethod, path: string, expected: number, options: Parameters<typeof callJson>[3] = {}): Promise<T> {
  const answer = await callJson(baseUrl, method, path, options);
  if (answer.status !== expected) throw new Error(`${method} ${path} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as T;
}
