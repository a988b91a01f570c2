import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the browser finds the web app's build assets (scripts, style sheets, fonts). */
export const NEXT_STATIC_PREFIX = '/_next/static/';

/**
 * The web app's build assets, served from the build's `.next/static` folder rather than by Next:
 * their names carry their content's hash, so they are cached for a year, and the build compressed
 * them ahead of time (scripts/precompress.mjs), so a Brotli or gzip copy is sent as it is where Next
 * would gzip every file again on every request, on the same cores that are drawing the page. Only
 * files under that folder, never a dotfile; a name that is not there is a 404. `headers` go on every
 * answer.
 */
export async function serveNextStatic(app: FastifyInstance, { root, headers = {} }: { root: string; headers?: Readonly<Record<string, string>> }): Promise<void> {
  await app.register(
    async (scope) => {
      // The pages' headers (nosniff above all: a script is run only when served as one).
      scope.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: NEXT_STATIC_PREFIX,
        // The uploads plugin decorates the reply already (apps/api/src/plugins/uploads.ts).
        decorateReply: false,
        preCompressed: true,
        immutable: true,
        maxAge: '365d',
        dotfiles: 'deny',
        index: false,
        list: false,
      });
    },
    // Pages load dozens of these: log only problems.
    { logLevel: 'warn' },
  );
}
