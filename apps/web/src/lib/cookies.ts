/**
 * Cookie (de)serialization shared by the server (root layout) and the browser. Pure functions so
 * they are unit-tested; the two browser helpers at the bottom are thin wrappers over document.cookie.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the theme settings and the language choice are remembered (SPEC.md section 9). */
export const PREFERENCE_COOKIE_DAYS = 3;

export interface SerializeCookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  /** The clock, for tests: a Date or epoch milliseconds. */
  now?: Date | number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Builds a `Set-Cookie` / `document.cookie` string: `name=value; expires=…; path=/; SameSite=Lax`. */
export function serializeCookie(name: string, value: string, options: SerializeCookieOptions = {}): string {
  const { days, now = Date.now(), path = '/', sameSite = 'Lax', secure = false } = options;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (days !== undefined) {
    const start = typeof now === 'number' ? now : now.getTime();
    parts.push(`expires=${new Date(start + days * DAY_MS).toUTCString()}`);
  }
  parts.push(`path=${path}`, `SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie string that makes the browser forget `name` (an expiry in the past). */
export function serializeCookieDeletion(name: string, path = '/'): string {
  return `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}; SameSite=Lax`;
}

/** Parses a `Cookie` header or `document.cookie` into a record; the first occurrence of a name wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = safeDecode(pair.slice(0, index).trim());
    if (!name || name in cookies) continue;
    let value = pair.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    cookies[name] = safeDecode(value);
  }
  return cookies;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape must not break the whole header: keep the raw text.
    return text;
  }
}

/** Browser only: writes a preference cookie for PREFERENCE_COOKIE_DAYS days at path /. */
export function setBrowserCookie(name: string, value: string, days = PREFERENCE_COOKIE_DAYS): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { days });
}

/** Browser only: deletes a cookie. */
export function removeBrowserCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookieDeletion(name);
}

/** Browser only: reads one cookie. */
export function getBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}
