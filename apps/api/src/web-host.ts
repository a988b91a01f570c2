import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { IN_PROCESS_API_GLOBAL, type InProcessGet } from '@lexam/contracts';
import { serveNextStatic } from './next-static';
import { PAGE_HEADERS, securePageRequest } from './page-security';
import type { App } from './types';

/** Paths the API answers itself; every other path is a page of the Next.js web app. */
const API_PATH = /^\/api\/(learner|admin|docs|health|files)(\/|\?|$)/;

export interface WebHost {
  close(): Promise<void>;
}

/**
 * Mounts the Next.js app (apps/web, by folder: nothing imports it) behind the API so that pages, the
 * session library at /api/auth and both APIs share one origin.
 */
export async function mountWeb(app: App, { dir, dev, hostname, port }: { dir: string; dev: boolean; hostname: string; port: number }): Promise<WebHost> {
  const { default: next } = await import('next');
  const web = next({ dir, dev, hostname, port, quiet: !dev });
  await web.prepare();
  const handle = web.getRequestHandler();
  // The pages' server-side calls to the API (apps/web/src/lib/api/in-process-api.ts): in memory,
  // through the same routes, hooks and validation as a browser's call. Only GET, only /api/learner.
  const inProcessGet: InProcessGet = async (url, headers) => {
    if (!/^\/api\/learner\//.test(url)) return { status: 400, body: '' };
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.body, headers: response.headers };
  };
  (globalThis as Record<string, unknown>)[IN_PROCESS_API_GLOBAL] = inProcessGet;

  // The build's assets, compressed ahead of time (next-static.ts); in development Next serves its own.
  if (!dev) await serveNextStatic(app, { root: path.join(dir, '.next/static'), headers: PAGE_HEADERS });

  await registerPages(app, handle, { dev });
  return {
    close: () => {
      delete (globalThis as Record<string, unknown>)[IN_PROCESS_API_GLOBAL];
      return web.close();
    },
  };
}

type PageHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The route of every path that is not the API's: `handle` (Next's request handler) answers it, with
 * the page headers and a fresh nonce (page-security.ts) already on the request and the response.
 * Requests for pages bypass Fastify's body parsing so Next reads the raw stream itself (next-auth
 * posts form-encoded bodies).
 */
export async function registerPages(app: App, handle: PageHandler, { dev }: { dev: boolean }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      schema: { hide: true },
      // Pages and their assets are many and Next.js answers them itself: log only problems.
      logLevel: 'warn',
      handler: async (request, reply) => {
        if (API_PATH.test(request.url)) return reply.callNotFound();
        reply.hijack();
        // Every answer of Next (pages, their 404 and error pages, /api/auth, public files) gets the
        // page headers and its own nonce (page-security.ts).
        securePageRequest(request.raw, reply.raw, { dev });
        await handle(request.raw as IncomingMessage, reply.raw as ServerResponse);
      },
    });
  });
}
