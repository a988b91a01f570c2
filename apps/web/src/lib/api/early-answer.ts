/**
 * A call an inline script of the page started before the app's code loaded (early-attempt.ts for
 * the exam screen's attempt, early-admin.ts for the dashboard's admin), left on `window` for the
 * app's own call to take.
 */
export interface EarlyAnswer<T> {
  url: string;
  token: string;
  result: Promise<T | null>;
}

/**
 * The early answer left under `name` for `url`, once: null when there is none, it was for another
 * address, or it was fetched with another token than the one the browser holds now (someone else
 * has signed in since).
 */
export function takeEarlyAnswer<T>(name: string, url: string, token: string | null): Promise<T | null> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, EarlyAnswer<T> | undefined>;
  const early = holder[name];
  if (!early) return null;
  delete holder[name];
  return early.url === url && early.token === token ? early.result : null;
}
