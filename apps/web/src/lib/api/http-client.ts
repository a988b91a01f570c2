import { buildUrl, type QueryParams } from './params';

/** What a screen gets back from every call: never a thrown error (SPEC.md section 7). */
export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

export interface HttpSuccess<T> {
  ok: true;
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpFailure {
  ok: false;
  /** The server's parsed JSON body (a problem with `title`), its text, or FALLBACK_ERROR. */
  error: unknown;
  /** The HTTP status; 0 when no answer arrived (network failure, timeout, abort). */
  status: number;
}

/** The text of a failure that has no body to show (SPEC.md section 8). */
export const FALLBACK_ERROR = 'Something went wrong';

export type ResponseType = 'json' | 'text' | 'blob';

export interface RequestOptions {
  params?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** `json` (default: JSON when the body parses, else text), `text`, or `blob` for report files. */
  responseType?: ResponseType;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** Absolute (`http://host/api/learner`) or same-origin (`/api/learner`). */
  baseUrl: string;
  timeoutMs: number;
  /** The storage key of the bearer token (`access_token`, `access_token_admin`). */
  tokenKey: string;
  /** The Authorization header sent when there is no token (`no auth`, `no-author`). */
  missingAuthText: string;
  /** Where the token comes from; defaults to window.localStorage. Injected by tests. */
  getToken?: (key: string) => string | null | undefined;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Called on every HTTP 401 answer, e.g. to clear the session (SPEC.md section 8). */
  onUnauthorized?: (failure: HttpFailure) => void;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  request<T = unknown>(method: string, path: string, options?: RequestOptions & { body?: unknown }): Promise<HttpResult<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResult<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions & { body?: unknown }): Promise<HttpResult<T>>;
  /** Multipart upload: a FormData as is, or a record turned into one (Blobs/Files kept as files). */
  upload<T = unknown>(path: string, form: FormData | Readonly<Record<string, string | Blob>>, options?: RequestOptions & { method?: 'POST' | 'PUT' }): Promise<HttpResult<T>>;
}

/** Reads an entry of window.localStorage (a token, a queue, a setting); null on the server or when storage is blocked. */
export function readLocalStorage(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function toFormData(form: FormData | Readonly<Record<string, string | Blob>>): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) data.append(key, value);
  return data;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body; // fetch writes the multipart boundary itself
  if (body instanceof Blob || body instanceof URLSearchParams || typeof body === 'string') return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, responseType: ResponseType): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (responseType === 'text' && response.ok) return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A small fetch-based HTTP client. Every method resolves to an HttpResult: a success with the parsed
 * body, status and headers, or a failure with the server's body (or FALLBACK_ERROR when there is
 * none: network failure, timeout, empty body). It never throws into a screen.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, timeoutMs, tokenKey, missingAuthText, getToken = readLocalStorage, onUnauthorized } = options;

  async function request<T>(method: string, path: string, { params, headers: extraHeaders, timeoutMs: callTimeout, responseType = 'json', signal, body }: RequestOptions & { body?: unknown } = {}): Promise<HttpResult<T>> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), callTimeout ?? timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const headers = new Headers({ Accept: 'application/json' });
      let token: string | null | undefined;
      try {
        token = getToken(tokenKey);
      } catch {
        token = null;
      }
      headers.set('Authorization', token ? `Bearer ${token}` : missingAuthText);
      const encoded = encodeBody(body, headers);
      for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);

      const response = await fetchImpl(buildUrl(baseUrl, path, params), { method, headers, body: encoded, signal: controller.signal });
      const data = await readBody(response, responseType);
      if (response.ok) return { ok: true, data: (data ?? null) as T, status: response.status, headers: response.headers };
      const failure: HttpFailure = { ok: false, error: data === undefined || data === '' ? FALLBACK_ERROR : data, status: response.status };
      if (response.status === 401) onUnauthorized?.(failure);
      return failure;
    } catch {
      // Network failure, DNS, refused connection, timeout or caller abort: there is no body to show.
      return { ok: false, error: FALLBACK_ERROR, status: 0 };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    baseUrl,
    timeoutMs,
    request,
    get: (path, callOptions) => request('GET', path, callOptions),
    post: (path, body, callOptions) => request('POST', path, { ...callOptions, body }),
    put: (path, body, callOptions) => request('PUT', path, { ...callOptions, body }),
    delete: (path, callOptions) => request('DELETE', path, callOptions),
    upload: (path, form, { method = 'POST', ...callOptions } = {}) => request(method, path, { ...callOptions, body: toFormData(form) }),
  };
}
