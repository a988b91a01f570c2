/** A query parameter value as callers pass it; arrays repeat the key. */
export type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number | boolean | Date | null | undefined)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * SPEC.md section 5: empty or falsy query parameters (undefined, null, '', 0, false, NaN) are dropped
 * before a request is sent. Note that this drops a real `0` too, as the spec's client did: send ids
 * and page numbers that start at 1, or put a 0 in the path.
 */
export function isDroppedParam(value: unknown): boolean {
  return !value || (typeof value === 'number' && Number.isNaN(value));
}

function formatValue(value: string | number | boolean | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** The `?a=1&b=2` part of a URL (empty string when nothing is left), falsy values dropped. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isDroppedParam(item)) search.append(key, formatValue(item as string | number | boolean | Date));
    } else if (!isDroppedParam(value)) {
      search.append(key, formatValue(value as string | number | boolean | Date));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Joins a base address and a path with exactly one slash, then appends the query. */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const isAbsolute = /^https?:\/\//i.test(path);
  const url = isAbsolute ? path : path ? `${base}/${path.replace(/^\/+/, '')}` : base;
  const query = buildQueryString(params);
  if (!query) return url;
  return url.includes('?') ? `${url}&${query.slice(1)}` : `${url}${query}`;
}
