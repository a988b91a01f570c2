// The web pages' security headers. The learners' and admins' access tokens live in localStorage (as
// the spec asks), so any script that runs on a page could read them: the pages get a strict
// Content-Security-Policy whose scripts come only from this site, and inline ones only with the nonce
// made for that one response; plus helmet's other headers, as the JSON API has them.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeadersOf } from './plugins/security-headers';

/**
 * Helmet's headers for pages, without its CSP (ours has a nonce per response). The referrer policy is
 * `strict-origin-when-cross-origin`, not the API's `no-referrer`: under `no-referrer` a browser sends
 * `Origin: null` with a form's POST, which next-auth's and Next's own origin checks would refuse.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = securityHeadersOf({
  contentSecurityPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginResourcePolicy: { policy: 'same-site' },
  xFrameOptions: { action: 'deny' },
}).headers;

/** The policy of one page response, whose inline scripts carry `nonce`. */
export function pageContentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Only this site's files, and inline scripts with this response's nonce (Next's bootstrap and RSC
    // payload, the layouts' early calls). No 'strict-dynamic': the chunks Next loads later are files
    // of this site too, so 'self' covers them. React's development build evaluates code strings
    // (call stacks, the dev overlay): 'unsafe-eval' in development only, never in a build.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
    // Styles may be inline: Emotion (MUI) writes <style> elements at run time, Next inlines the app's
    // CSS (next.config.ts, inlineCss), and React's `style` props are style attributes, which a nonce
    // cannot cover. A style sheet cannot run script nor read localStorage, so the tokens stay safe.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures and sounds are uploads of this site (/api/files) or made in the page (data:, blob:).
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // Development: Next's hot reload talks over a WebSocket.
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // form-action is left unset: social sign-in posts to /api/auth, which redirects the form on to the
    // identity provider's own origin, and a form-action list would have to name every provider.
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** A fresh nonce: 128 random bits, base64 (the characters CSP and Next's nonce parser accept). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Before Next answers a page request: sets the page headers on the response, and the policy with a
 * fresh nonce both on the response and on the request, where Next reads it
 * (getScriptNonceFromHeaders) and gives the nonce to every inline script it writes; the app's own
 * inline scripts read it there too (apps/web/src/lib/security/script-nonce.ts). Whatever policy the
 * client sent in its request is replaced. Returns the nonce.
 */
export function securePageRequest(request: IncomingMessage, response: ServerResponse, { dev }: { dev: boolean }): string {
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy(nonce, { dev });
  delete request.headers['content-security-policy-report-only'];
  request.headers['content-security-policy'] = policy;
  for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value);
  response.setHeader('content-security-policy', policy);
  return nonce;
}
