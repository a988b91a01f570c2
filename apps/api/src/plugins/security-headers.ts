// The JSON API's security headers, as helmet sets them, worked out once. @fastify/helmet builds
// helmet's middleware again on every request (options parsed, a dozen functions made) and adds an
// async hook of its own; with no per-request part in our options (no CSP nonces), the headers are
// the same every time, so they are computed at start and copied onto each reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { App } from '../types';

/** The headers helmet would set with `options` (and those it would remove), by running it once on a stand-in response. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): { headers: Record<string, string>; removed: string[] } {
  const headers: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => { failure = error; });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { headers, removed };
}

/** Sets helmet's headers (for `options`) on every reply of the routes registered after it, in its scope. */
export const securityHeadersPlugin = fp(async (app: App, options: HelmetOptions) => {
  const { headers } = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}, { name: 'lexam-security-headers' });
