export interface LinkClick {
  /** The anchor's resolved href (`anchor.href`). */
  href: string;
  /** The page's current URL (`location.href`). */
  currentHref: string;
  target?: string | null;
  hasDownload?: boolean;
  /** MouseEvent.button: 0 is the main button. */
  button?: number;
  hasModifier?: boolean;
  defaultPrevented?: boolean;
}

/**
 * Whether a click on a link starts an in-app navigation worth a progress bar: same origin, another
 * path or query (not just a #hash), opened in this tab with the main button and no modifier key.
 */
export function shouldStartProgress({ href, currentHref, target, hasDownload = false, button = 0, hasModifier = false, defaultPrevented = false }: LinkClick): boolean {
  if (defaultPrevented || button !== 0 || hasModifier || hasDownload) return false;
  if (target && target !== '_self') return false;
  let next: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    next = new URL(href, current);
  } catch {
    return false;
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return false;
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
